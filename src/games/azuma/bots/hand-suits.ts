// The suits of a hand for the pass policies: counted into shared scratch space, in order of first appearance.
import { BOMB, type CardId, suitOf } from '../rules/cards';

// Scratch space of one decision (policies never run concurrently): how many cards of each suit (and
// bombs) the hand holds, and its suits in order of first appearance.
export const COUNTS = new Int8Array(BOMB + 1);
export const CANDIDATES = new Int8Array(BOMB + 1);

/** Counts the hand's suits into COUNTS and lists its suits in CANDIDATES; returns how many suits. */
export function countSuits(hand: readonly CardId[]): number {
  for (let s = 0; s <= BOMB; s += 1) COUNTS[s] = 0;
  let n = 0;
  for (let i = 0; i < hand.length; i += 1) {
    const s = suitOf(hand[i] as CardId);
    if (COUNTS[s] === 0) CANDIDATES[n++] = s;
    COUNTS[s] = (COUNTS[s] as number) + 1;
  }
  return n;
}

/** A card of the given suit from the hand (identical cards: the first will do). */
export function cardOf(hand: readonly CardId[], suit: number): CardId {
  for (let i = 0; i < hand.length; i += 1) if (suitOf(hand[i] as CardId) === suit) return hand[i]!;
  throw new Error(`no card of suit ${suit} in the hand`);
}
