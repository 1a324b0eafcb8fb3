// A lost show at the Sequence call is explained: beaten by a higher top card, by a natural at the same top, or by the suit [G9].
import { describe, expect, it } from 'vitest';
import { card, JOKER, type Suit } from '../../../../src/games/bonanza/rules/cards';
import { beatenBy, lostSequence } from '../../../../src/games/bonanza/view/beaten-sequence';
import type { CallShow } from '../../../../src/games/bonanza/view/won-with';

const run = (top: number, suit: Suit) => [
  card(top - 2, suit),
  card(top - 1, suit),
  card(top, suit),
];
const SPADES: Suit = 0;
const HEARTS: Suit = 1;
const DIAMONDS: Suit = 2;

describe('why a shown sequence lost', () => {
  it('a higher top card beats it, whatever the suits and the Joker', () => {
    expect(beatenBy(run(9, DIAMONDS), run(12, DIAMONDS))).toBe('top');
    expect(beatenBy(run(9, SPADES), [card(10, DIAMONDS), card(11, DIAMONDS), JOKER])).toBe('top');
  });

  it('at the same top a natural beats a Joker sequence', () => {
    expect(beatenBy([card(7, SPADES), card(8, SPADES), JOKER], run(9, DIAMONDS))).toBe('natural');
  });

  it('at the same top, both natural, the suit: spades > hearts > diamonds > clubs', () => {
    expect(beatenBy(run(9, DIAMONDS), run(9, HEARTS))).toBe('suit');
  });

  it('is no reason where the other is not better, or either is no sequence', () => {
    expect(beatenBy(run(12, DIAMONDS), run(9, DIAMONDS))).toBeNull();
    expect(beatenBy(run(9, HEARTS), run(9, HEARTS))).toBeNull();
    expect(
      beatenBy([card(2, SPADES), card(9, SPADES), card(13, SPADES)], run(9, SPADES)),
    ).toBeNull();
  });

  it("names the winner of the space for a seat that showed and lost, nobody for a winner's", () => {
    const shows: CallShow[] = [
      { seat: 0, call: 'sequence', cards: run(9, DIAMONDS) },
      { seat: 2, call: 'sequence', cards: run(12, DIAMONDS) },
    ];
    expect(lostSequence(shows, 0, [2])).toEqual({ winner: 2, why: 'top' });
    expect(lostSequence(shows, 2, [2])).toBeNull();
    // A seat that did not show lost nothing to explain.
    expect(lostSequence(shows, 1, [2])).toBeNull();
    // Another call's shows do not count.
    expect(
      lostSequence([{ seat: 0, call: 'joker', cards: [JOKER] }, shows[1]!], 0, [2]),
    ).toBeNull();
  });
});
