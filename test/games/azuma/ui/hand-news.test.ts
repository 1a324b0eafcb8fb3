// What the overlay says as hands go: the call counter near the stall limit, a void hand, results, number keys by the fan.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameHandle } from '../../../../src/games/azuma/game';
import { chooseAt } from '../../../../src/games/azuma/ui/game/controls';
import { followHandNews, type HandNews } from '../../../../src/games/azuma/ui/game/useHandResults';
import {
  CALLS_WARNING,
  selectCallCounter,
  selectFan,
} from '../../../../src/games/azuma/view/selectors';
import { i18n, LANGUAGES, setLanguage } from '../../../../src/shell/i18n';
import { Harness } from '../../../statecharts/azuma/harness';
import { withAllTexts } from './texts';

beforeAll(withAllTexts);

/** Plays one call: every seat passes its first card. */
function call(h: Harness) {
  for (let p = 0; p < h.config.players; p += 1)
    h.send({ type: 'CHOOSE', player: p, card: h.ctx.hands[p]![0]! });
  h.until('sliding');
}

/** The overlay's news, followed from the start of the game. */
function follow(h: Harness, firstTime: (tip: string) => boolean = () => true) {
  let news: HandNews = { results: null, voided: null, tip: null };
  followHandNews(h.run.actor, h.config, (update) => (news = update(news)), firstTime);
  return () => news;
}

describe('the call counter', () => {
  it(`appears ${CALLS_WARNING} calls before the stall limit, in every language`, () => {
    const h = Harness.create({ options: { stallLimit: CALLS_WARNING + 5 } });
    h.until('choosing');
    for (let c = 1; c <= 6; c += 1) {
      call(h);
      h.until('choosing');
      const counter = selectCallCounter(h.snap);
      if (c < 5) expect(counter, `after call ${c}`).toBeNull();
      else expect(counter).toEqual({ calls: c, max: CALLS_WARNING + 5 });
    }
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const text = i18n.t('hud.callCount', { n: 6, max: 25 });
      expect(text).toMatch(/6/);
      expect(text).toMatch(/25/);
    }
  });
});

describe('a void hand', () => {
  it('is said with its calls when the stall limit passes without a grab, and cleared at the next deal', () => {
    const h = Harness.create({ options: { stallLimit: 3 } });
    const news = follow(h);
    h.until('choosing');
    for (let c = 0; c < 3; c += 1) {
      call(h);
      h.until(c < 2 ? 'choosing' : 'hand-end');
    }
    expect(news()).toEqual({ results: null, voided: 3, tip: null });
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      expect(i18n.t('result.void', { n: 3 })).toMatch(/3/);
      expect(i18n.t('result.void', { n: 3 })).not.toMatch(/\{\{|result\./);
    }
    h.until('dealing');
    expect(news().voided).toBeNull();
  });
});

describe('hand results', () => {
  it('each seat’s results after the window, with a tip the first time an X appears; gone at the next deal', () => {
    const h = Harness.create({
      edition: 'azuma',
      players: 4,
      deals: [['AAABBBC', 'CCCDDDE', 'EEEFFFG', 'GGGHHHB']],
    });
    const seen: string[] = [];
    const news = follow(h, (tip) => (seen.includes(tip) ? false : (seen.push(tip), true)));
    h.until('choosing');
    h.grab(0, 0);
    h.until('reveal');
    expect(news().results?.[0]).toEqual([{ kind: 'false-grab', x: true, minus: 0 }]);
    expect(news().tip).toBe('x');
    h.until('dealing');
    expect(news()).toEqual({ results: null, voided: null, tip: null });
  });
});

describe('one-time tips', () => {
  /** A 4-player hand: Mika wins and grabs first, Jo grabs with a bomb card, Lotti takes the last stick. */
  function raceLost(firstTime: (tip: string) => boolean) {
    const h = Harness.create({
      edition: 'azuma',
      players: 4,
      deals: [['GGGHHHB', 'AAAABBB', 'CCCDDDZ', 'EEEFFFG']],
    });
    const news = follow(h, firstTime);
    h.until('choosing');
    h.grab(1, 0);
    h.grab(2, 1);
    h.grab(3, 2);
    h.until('reveal');
    return news();
  }

  it('explain the person’s own result first, then what the others’ labels say, one a hand', () => {
    const asked: string[] = [];
    const news = raceLost((tip) => (asked.push(tip), true));
    expect(news.results?.[0]).toEqual([{ kind: 'no-stick' }]);
    expect(news.results?.[2]).toEqual([{ kind: 'caught', bombs: 0, minus: 0 }]);
    expect(news.tip).toBe('late');
    // Only the tip shown is marked as seen: the bombs wait for a later hand.
    expect(asked).toEqual(['late']);
    expect(raceLost((tip) => tip !== 'late').tip).toBe('bombs');
    expect(raceLost(() => false).tip).toBeNull();
  });

  it('have words in every language for every tip', () => {
    const tips = ['x', 'late', 'bombs', 'scored', 'montezumaDe', 'montezumaFr'];
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      for (const tip of tips) {
        const text = i18n.t(`tip.${tip}`);
        expect(text, `${lang} ${tip}`).not.toMatch(/\{\{|tip\./);
        expect(text.length, `${lang} ${tip}`).toBeGreaterThan(20);
      }
      // Shown for another seat's X or +0 too (a bot's false grab): they never speak to the person.
      for (const tip of ['x', 'scored'])
        expect(i18n.t(`tip.${tip}`), `${lang} ${tip}`).not.toMatch(/\b(you|dich|dir|vous)\b/i);
    }
  });
});

describe('number keys', () => {
  it('follow the fan as shown (grouped by suit), not the order the cards arrived', () => {
    const h = Harness.create({
      edition: 'azuma',
      players: 4,
      people: [0],
      deals: [['CABZACB', 'CCDDDEE', 'EEFFFGG', 'GGHHHBD']],
    });
    h.until('choosing');
    const game = {
      actor: h.run.actor,
      clock: h.run.clock,
      config: h.config,
    } as unknown as GameHandle;
    const fan = selectFan(0)(h.snap);
    expect(fan).not.toEqual(h.ctx.hands[0]);
    fan.forEach((card, i) => {
      expect(chooseAt(game, i)).toBe(true);
      expect(h.ctx.chosen[0]).toBe(card);
    });
    expect(chooseAt(game, 7)).toBe(false);
  });
});
