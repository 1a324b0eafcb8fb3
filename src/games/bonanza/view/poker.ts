// The person's poker hand as the screen shows it: the best five to preselect, and a five's name (a key of the texts' pokerHand).
import type { Card } from '../rules/cards';
import { bestFive, handName, inPokerOrder, pokerValue } from '../rules/poker-hand';

/** The best five of a hand to mark or preselect (the first five while the hand holds fewer). */
export const bestFiveOf = (cards: readonly Card[]): Card[] =>
  bestFive(cards)?.five ?? cards.slice(0, 5);

/** The name of a five's poker hand ("full house", "royal straight flush"). */
export const fiveName = (five: readonly Card[]): string => handName(pokerValue(five));

/** The name of the best hand in `cards`, or null under five cards. */
export function bestHandName(cards: readonly Card[]): string | null {
  const best = bestFive(cards);
  return best ? handName(best.value) : null;
}

/** A shown five in the order a poker player lays it out (as the person chose it, it may be any order). */
export const fiveInOrder = inPokerOrder;
