// The result line under each seat after a grab window, for the event behind it, in each language (one test per kind).
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../../src/shell/i18n';
import type { Language } from '../../../../src/shell/i18n';
import {
  explains,
  handResults,
  ownLine,
  resultWords,
  type SeatResult,
} from '../../../../src/games/azuma/ui/game/results';
import { Harness } from '../../../statecharts/azuma/harness';
import { withAllTexts } from './texts';

beforeAll(withAllTexts);

const NAMES = ['You', 'Mika', 'Jo', 'Lotti'];

/** The hand's results per seat, as the table computes them from what the machine emitted. */
function results(h: Harness): SeatResult[][] {
  const reveal = h.emitted('reveal').at(-1);
  if (!reveal) throw new Error('no grab window was revealed');
  const lost = new Map(h.emitted('lostRace').map((e) => [e.player, e.winner]));
  return handResults(h.config.players, reveal.entries, lost);
}

/** Each seat's lines in a language. */
function lines(r: SeatResult[][], lang: Language): string[][] {
  setLanguage(lang);
  const t = i18n.t.bind(i18n);
  return r.map((seat) => seat.map((x) => resultWords(t, x, (s) => NAMES[s] ?? '?')));
}

/** English exactly; German and French: a real line of that language (no key, no gap) with the same numbers. */
function expectLines(r: SeatResult[][], english: string[][]) {
  expect(lines(r, 'en')).toEqual(english);
  for (const lang of ['de', 'fr'] as const) {
    const said = lines(r, lang);
    said.forEach((seat, s) =>
      seat.forEach((line, k) => {
        expect(line).not.toMatch(/\{\{|result\./);
        expect(line.replace(/[^0-9]/g, '')).toBe((english[s]?.[k] ?? '').replace(/[^0-9]/g, ''));
      }),
    );
    expect(said.flat().join('|')).not.toBe(english.flat().join('|'));
  }
}

/** A hand of `deal` at 4 players; `play` acts once the cards are out; then the window runs out. */
function hand(
  edition: 'azuma' | 'zuma-de' | 'zuma-fr',
  deals: string[][],
  play: (h: Harness) => void,
  players: 3 | 4 = 4,
) {
  const h = Harness.create({ edition, players, deals });
  h.until('choosing');
  play(h);
  h.until('reveal');
  return h;
}

describe('result lines', () => {
  it('a winning hand, a stick, no stick, a stick lost in a race to a quicker grab', () => {
    const h = hand('azuma', [['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHB']], (t) => {
      t.grab(0, 0);
      t.advance(300);
      t.grab(2, 1, t.now);
      // Jo's grab reaches the table first, Lotti's was stamped earlier: Lotti takes the stick.
      t.grab(3, 1, t.now - 50);
    });
    expectLines(results(h), [
      ['+2 winning hand'],
      ['no stick'],
      ['lost the race to Lotti'],
      ['+1 stick'],
    ]);
  });

  it('all three bombs', () => {
    const h = hand('azuma', [['ZZZABCD', 'AAABBBC', 'CCDDDEE', 'EEFFFFG']], (t) => t.grab(0, 0));
    expectLines(results(h), [['+3 all bombs'], ['no stick'], ['no stick'], ['no stick']]);
  });

  it('AZUMA: a false first grab takes an X, a fake takes an X, a grabber holding bombs scores nothing', () => {
    const h = hand('azuma', [['AAABBBC', 'CCCDDDZ', 'EEEFFFG', 'GGGHHHB']], (t) => {
      t.send({ type: 'FAKE', player: 3 });
      t.grab(0, 0);
      t.grab(1, 1);
    });
    expectLines(results(h), [['false grab: X'], ['bombs held: +0'], ['no stick'], ['fake: X']]);
  });

  it('ZUMA DE: a false first grab costs 2, bomb cards cost 1 each', () => {
    const h = hand('zuma-de', [['AAABBBCD', 'BCCCDDEZ', 'ADEEEZZ']], (t) => t.grab(0, 0), 3);
    expectLines(results(h), [
      ['false grab: −2'],
      ['no stick', 'bombs held: −1'],
      ['no stick', 'bombs held: −2'],
    ]);
  });

  it('ZUMA FR: a false first grab scores nothing', () => {
    const h = hand('zuma-fr', [['AAABBBC', 'CCCDDDZ', 'BEEEFFZ']], (t) => t.grab(0, 0), 3);
    expectLines(results(h), [
      ['false grab: no points'],
      ['no stick', 'bombs held: −1'],
      ['no stick', 'bombs held: −1'],
    ]);
  });

  it('a colour already scored this round: +0', () => {
    const h = Harness.create({
      edition: 'azuma',
      players: 4,
      deals: [
        ['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHB'],
        ['CCCDDDE', 'AAAABBB', 'EEEFFFG', 'GGGHHHB'],
      ],
    });
    h.until('choosing');
    h.grab(0, 0);
    h.until('hand-end');
    h.until('choosing');
    h.grab(1, 1);
    h.grab(0, 0);
    h.until('reveal');
    expectLines(results(h), [
      ['yellow already scored: +0'],
      ['+2 winning hand'],
      ['no stick'],
      ['no stick'],
    ]);
    // Why +0 is said once, first for the person's own line.
    expect(explains(results(h), 0, 'azuma')[0]).toBe('scored');
    setLanguage('en');
    expect(i18n.t('tip.scored')).toMatch(/once a round/);
  });

  it("the person's own line: one colon at most, however many results it lists", () => {
    // A play-tester read "You: bombs held: +0": the name's colon and the result's.
    const mine: SeatResult[] = [
      { kind: 'points', points: 2, why: 'stick' },
      { kind: 'caught', bombs: 1, minus: 1 },
    ];
    for (const lang of ['en', 'de', 'fr'] as const) {
      setLanguage(lang);
      const t = i18n.t.bind(i18n);
      for (const list of [mine, [{ kind: 'caught', bombs: 0, minus: 0 } as const]]) {
        const line = ownLine(t, list, (s) => NAMES[s] ?? '?');
        expect(line.split(':').length - 1, line).toBeLessThanOrEqual(1);
        expect(line).not.toMatch(/\{\{|result\./);
      }
    }
    setLanguage('en');
    expect(ownLine(i18n.t.bind(i18n), mine, (s) => NAMES[s] ?? '?')).toBe(
      'You — +2 stick · bombs held: −1',
    );
  });
});
