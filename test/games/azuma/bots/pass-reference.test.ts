// The expert's fast evaluation chooses what a plain evaluation of its formula chooses; basic and random likewise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyMemory, recordPass } from '../../../../src/games/azuma/bots/memory';
import { EXPERT_REACH, EXPERT_TUNING } from '../../../../src/games/azuma/bots/expert';
import { choosePass } from '../../../../src/games/azuma/bots/pass';
import type { SeatView } from '../../../../src/games/azuma/bots/view';
import {
  BOMB,
  BOMB_IDS,
  buildDeck,
  CARDS_PER_SUIT,
  type CardId,
  createRng,
  EDITION_IDS,
  type EditionId,
  SUIT_COUNT,
  shuffle,
  suitOf,
} from '../../../../src/games/azuma/rules';

/** The expert's value of keeping a hand, written plainly from its description (pass.ts). */
function plainValue(counts: number[], gone: number[], edition: EditionId): number {
  const tune = EXPERT_TUNING[edition];
  const reach = (s: number, want: number) => {
    const held = counts[s] ?? 0;
    const g = gone[s] ?? 0;
    const missing = Math.max(0, want - held);
    const free = CARDS_PER_SUIT - held - g;
    return (
      missing + (missing > free ? EXPERT_REACH.short : 0) + Math.min(missing, g) * EXPERT_REACH.gone
    );
  };
  const held = [...Array(SUIT_COUNT).keys()].filter((s) => (counts[s] ?? 0) > 0);
  let value = 0;
  let top = 0;
  for (const i of held)
    for (const j of held) {
      if (i === j) continue;
      const chance = Math.exp(-tune.sharpness * (reach(i, 4) + reach(j, 3)));
      value += chance;
      top = Math.max(top, chance);
    }
  const bombs = counts[BOMB] ?? 0;
  value += tune.focus * top;
  value += tune.bombWeight * Math.exp(-tune.sharpness * (3 - bombs) * EXPERT_REACH.bombEase);
  if (bombs > 0 && bombs < 3) value -= tune.bombRisk * bombs;
  return value;
}

function viewOf(hand: CardId[], edition: EditionId, players: number): SeatView {
  return { hand, edition, players } as Partial<SeatView> as SeatView;
}

/** A hand of `size` cards drawn from the full deck, and the passes of the last calls (suits). */
const handAndPasses = fc.record({
  seed: fc.nat(),
  size: fc.integer({ min: 1, max: 12 }),
  passes: fc.array(fc.integer({ min: 0, max: BOMB }), { maxLength: 10 }),
  players: fc.integer({ min: 3, max: 6 }),
  edition: fc.constantFrom(...EDITION_IDS),
});

describe('pass policies against plain references', () => {
  it('the expert gives away the card whose loss leaves the most valuable hand (plain formula)', () => {
    fc.assert(
      fc.property(handAndPasses, ({ seed, size, passes, players, edition }) => {
        const hand = shuffle(buildDeck(SUIT_COUNT), createRng(seed)).slice(0, size);
        const memory = { ...emptyMemory(1), passed: new Int32Array(8) };
        passes.forEach((suit, i) =>
          recordPass(memory, 1, i + 1, suit === BOMB ? BOMB_IDS[0]! : suit * 4),
        );
        const gone = new Array<number>(BOMB + 1).fill(0);
        passes.slice(-players).forEach((s) => (gone[s] = (gone[s] ?? 0) + 1));
        // Candidates in order of first appearance, each with its pinch of noise from the same stream.
        const noise = createRng(seed + 1);
        const counts = new Array<number>(BOMB + 1).fill(0);
        hand.forEach((c) => (counts[suitOf(c)] = (counts[suitOf(c)] ?? 0) + 1));
        const scored = [...new Set(hand.map(suitOf))].map((suit) => {
          counts[suit] = (counts[suit] ?? 0) - 1;
          const value = plainValue(counts, gone, edition) + noise.next() * 1e-3;
          counts[suit] = (counts[suit] ?? 0) + 1;
          return { suit, value };
        });
        const ranked = scored.slice().sort((a, b) => b.value - a.value);
        const chosen = choosePass(
          viewOf(hand, edition, players),
          memory,
          'expert',
          createRng(seed + 1),
        );
        expect(hand).toContain(chosen);
        // A near-tie (closer than rounding can separate) may go either way; otherwise the same suit.
        if (ranked.length > 1 && ranked[0]!.value - ranked[1]!.value < 1e-9) return;
        expect(suitOf(chosen)).toBe(ranked[0]!.suit);
      }),
      { numRuns: 3000 },
    );
  });

  it('basic gives away a card of one of its smallest groups, chosen at random among them', () => {
    fc.assert(
      fc.property(handAndPasses, ({ seed, size }) => {
        const hand = shuffle(buildDeck(SUIT_COUNT), createRng(seed)).slice(0, size);
        const count = (s: number) => hand.filter((c) => suitOf(c) === s).length;
        const suits = [...new Set(hand.map(suitOf))];
        const min = Math.min(...suits.map(count));
        const smallest = suits.filter((s) => count(s) === min);
        const expected = smallest[createRng(seed).int(smallest.length)];
        const chosen = choosePass(
          viewOf(hand, 'azuma', 4),
          emptyMemory(),
          'basic',
          createRng(seed),
        );
        expect(suitOf(chosen)).toBe(expected);
        expect(chosen).toBe(hand.find((c) => suitOf(c) === expected));
      }),
      { numRuns: 2000 },
    );
  });
});
