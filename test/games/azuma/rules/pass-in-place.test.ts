// The call in place (the fast loop's) gives the rules' hands exactly, and undoing it gives the hands before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, shuffle } from '../../../../src/lib/rng';
import {
  buildDeck,
  type CardId,
  passCards,
  passCardsInPlace,
  undoPass,
} from '../../../../src/games/azuma/rules';

describe('a call in place', () => {
  it('gives the same hands as passCards, and undoPass gives back the hands before the call', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 7, max: 8 }),
        fc.nat(),
        (n, size, seed) => {
          const rng = createRng(seed);
          const deck = shuffle(buildDeck(10), rng);
          const hands = Array.from({ length: n }, (_, p) => deck.slice(p * size, p * size + size));
          const chosen = hands.map((h) => h[rng.int(h.length)] as CardId);
          const expected = passCards(hands, chosen);
          const live = hands.map((h) => h.slice());
          const from: number[] = [];
          passCardsInPlace(live, chosen, from);
          expect(live).toEqual(expected);
          expect(undoPass(live, chosen, from)).toEqual(hands);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a card the seat does not hold, changing nothing', () => {
    const hands = [
      [0, 1, 2],
      [4, 5, 6],
      [8, 9, 10],
    ];
    expect(() => passCardsInPlace(hands, [0, 4, 11], [])).toThrow(/seat 2 does not hold card 11/);
    expect(hands).toEqual([
      [0, 1, 2],
      [4, 5, 6],
      [8, 9, 10],
    ]);
  });
});
