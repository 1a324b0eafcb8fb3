// Shuffle and deal: 7 each with the rest out of play, or every card dealt round the table.
import type { CardId } from './cards';
import { CARDS_PER_PLAYER, type Edition } from './editions';
import { type Rng, shuffle } from '../../../lib/rng';

export interface Deal {
  /** One hand per player, by seat. */
  readonly hands: CardId[][];
  /** Cards nobody holds or sees this hand. */
  readonly outOfPlay: CardId[];
}

/**
 * Shuffles `deck` and deals one card at a time, starting at the dealer's left
 * (seat dealer + 1; seats run clockwise, so "left" is the next seat).
 */
export function deal(
  edition: Edition,
  deck: readonly CardId[],
  players: number,
  dealer: number,
  rng: Rng,
): Deal {
  const cards = shuffle(deck, rng);
  const dealt =
    edition.deal === 'all' ? cards.length : Math.min(cards.length, CARDS_PER_PLAYER * players);
  const hands: CardId[][] = [];
  for (let p = 0; p < players; p += 1) hands.push([]);
  for (let i = 0; i < dealt; i += 1) {
    hands[(dealer + 1 + i) % players]?.push(cards[i] as CardId);
  }
  return { hands, outOfPlay: cards.slice(dealt) };
}

/** The seat on a player's left: where their passed card goes, and where the deal goes next. */
export function leftOf(seat: number, players: number): number {
  return (seat + 1) % players;
}

/** The seat on a player's right: where their incoming card comes from. */
export function rightOf(seat: number, players: number): number {
  return (seat + players - 1) % players;
}
