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

const scratch = new Int8Array(BOMB + 1);

/** Whether a hand of cards wins (allocation-free: bots ask this after every pick-up). */
export function isWinningHand(hand: readonly CardId[]): boolean {
  // One pass: the suits with 4 or more and those with exactly 3 are counted as the cards come.
  let fours = 0;
  let threes = 0;
  for (let i = 0; i < hand.length; i += 1) {
    const s = suitOf(hand[i] as CardId);
    const c = (scratch[s] as number) + 1;
    scratch[s] = c;
    if (s === BOMB) continue;
    if (c === 3) threes += 1;
    else if (c === 4) {
      threes -= 1;
      fours += 1;
    }
  }
  const win = (scratch[BOMB] as number) >= BOMB_COUNT || fours >= 2 || (fours === 1 && threes >= 1);
  // Clear only what this hand counted (cheaper than filling the whole scratch array).
  for (let i = 0; i < hand.length; i += 1) scratch[suitOf(hand[i] as CardId)] = 0;
  return win;
}
