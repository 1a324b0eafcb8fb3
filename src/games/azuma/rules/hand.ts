// The winning-hand test: 4 of one suit and 3 of another, or all 3 bombs (extra cards do not matter).
import { BOMB, BOMB_COUNT, type CardId, type Suit, suitOf } from './cards';

export type WinKind = 'four-three' | 'bombs';

/** Counts per suit of the hand being judged (bombs at BOMB): reset after every use. */
const suitScratch = new Int32Array(BOMB + 1);

/**
 * What a hand wins with, or null. All 3 bombs is reported first (it is worth more in AZUMA).
 * Allocation-free: every scored hand asks it for each grabber.
 */
export function winKindOfSuits(suits: readonly Suit[]): WinKind | null {
  const counts = suitScratch;
  for (let i = 0; i < suits.length; i += 1) {
    const s = suits[i] as Suit;
    counts[s] = (counts[s] as number) + 1;
  }
  let kind: WinKind | null = null;
  if ((counts[BOMB] as number) >= BOMB_COUNT) kind = 'bombs';
  else {
    let four = -1;
    for (let s = 0; s < BOMB; s += 1) {
      if ((counts[s] as number) >= 4) {
        four = s;
        break;
      }
    }
    if (four >= 0)
      for (let s = 0; s < BOMB; s += 1) {
        if (s !== four && (counts[s] as number) >= 3) {
          kind = 'four-three';
          break;
        }
      }
  }
  for (let i = 0; i < suits.length; i += 1) counts[suits[i] as Suit] = 0;
  return kind;
}

export function winKind(hand: readonly CardId[]): WinKind | null {
  return winKindOfSuits(hand.map(suitOf));
}

/** Octal: bit 2 and bit 0 of each suit's 3-bit count in isWinningHand (a suit has at most 4 cards). */
const FOURS = 0o4444444444;
const ONES = 0o1111111111;

/**
 * Whether a hand of cards wins (bots ask this after every pick-up): the ten suits' counts packed 3
 * bits each into one integer, so a count of 4 is its bit 2 and a count of 3 its bits 0 and 1.
 */
export function isWinningHand(hand: readonly CardId[]): boolean {
  let counts = 0;
  let bombs = 0;
  for (let i = 0; i < hand.length; i += 1) {
    const suit = suitOf(hand[i] as CardId);
    if (suit === BOMB) bombs += 1;
    else counts += 1 << (3 * suit);
  }
  if (bombs >= BOMB_COUNT) return true;
  const fours = counts & FOURS;
  const threes = counts & (counts >>> 1) & ONES;
  // A 4 and a 3, or two 4s (a 4 holds a 3).
  return fours !== 0 && (threes !== 0 || (fours & (fours - 1)) !== 0);
}
