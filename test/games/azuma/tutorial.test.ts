// The tutorial's stacked hands are valid deals in every edition, and bring up each hint in turn.
import { describe, expect, it } from 'vitest';
import { PERSON } from '../../../src/games/azuma/game';
import { DEFAULT_SETTINGS } from '../../../src/games/azuma/settings';
import { tutorialConfig, tutorialDeals, tutorialDeck } from '../../../src/games/azuma/tutorial';
import { EDITION_IDS, isWinningHand, suitOf } from '../../../src/games/azuma/rules';
import { hintFor } from '../../../src/games/azuma/view/hints';
import { watchTable } from '../../../statecharts/azuma/headless';

describe('tutorial', () => {
  for (const edition of EDITION_IDS) {
    it(`${edition}: the stacked hands are dealt, and the hints come in order`, () => {
      const deals = tutorialDeals(edition);
      const deck = new Set(tutorialDeck(edition));
      for (const hands of deals) {
        const dealt = hands.flat();
        expect(new Set(dealt).size).toBe(dealt.length);
        expect(dealt.every((c) => deck.has(c))).toBe(true);
        if (edition === 'zuma-de') expect(dealt.length).toBe(deck.size);
      }
      // Whatever the bots pass (any seed), no bot can win at the first call.
      const [, one, two, three] = deals[0] as number[][];
      const suits = (h: number[] | undefined) => new Set((h ?? []).map(suitOf));
      for (const card of two ?? []) {
        expect(isWinningHand([...(three ?? []).filter((c) => suitOf(c) !== 1), card])).toBe(false);
      }
      expect([...suits(two)].some((s) => s === 2 || s === 3)).toBe(false);
      expect(one?.length).toBeGreaterThan(0);
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const run = watchTable(tutorialConfig({ ...DEFAULT_SETTINGS, edition }, seed));
        const snap = () => run.actor.getSnapshot();
        run.clock.runUntil(() => snap().hasTag('choosing'));
        expect(snap().context.hands).toEqual(deals[0]);
        expect(hintFor(snap(), PERSON)).toBe('choose');
        expect(snap().context.hands.some((h) => isWinningHand(h))).toBe(false);

        // The person passes the odd card (suit E); after the first call the hand wins.
        const odd = snap().context.hands[PERSON]?.find((c) => suitOf(c) === 4);
        run.actor.send({ type: 'CHOOSE', player: PERSON, card: odd as number });
        expect(hintFor(snap(), PERSON)).toBe('ready');
        run.clock.runUntil(() => hintFor(snap(), PERSON) === 'win', 10_000);
        expect(snap().context.calls).toBe(1);
        // The table waits for the person: nobody else wins meanwhile.
        run.clock.advance(5000);
        expect(snap().context.grabs).toEqual([]);
        run.actor.send({ type: 'GRAB', player: PERSON, stick: 0, at: run.clock.now() });
        expect(snap().context.grabs[0]?.player).toBe(PERSON);

        // Hand 2: a bot is dealt a winning hand and grabs first: "someone grabbed: grab too!".
        run.clock.runUntil(() => snap().context.handNo === 2 && snap().hasTag('grab-window'));
        expect(snap().context.grabs[0]?.player).toBe(2);
        expect(hintFor(snap(), PERSON)).toBe('others');
        expect(run.violations).toEqual([]);
        run.actor.stop();
      }
    });
  }
});
