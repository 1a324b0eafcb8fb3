// The winning-hand test: 4 of one suit and 3 of another, or all 3 bombs (extra cards do not matter).
import { BOMB, BOMB_COUNT, type CardId, type Suit, suitCounts, suitOf } from './cards';

export type WinKind = 'four-three' | 'bombs';

/** What a hand wins with, or null. All 3 bombs is reported first (it is worth more in AZUMA). */
export function winKindOfSuits(suits: readonly Suit[]): WinKind | null {
  const counts = suitCounts(suits);
  if ((counts[BOMB] ?? 0) >= BOMB_COUNT) return 'bombs';
  let four = -1;
  for (let s = 0; s < BOMB; s += 1) {
    if ((counts[s] ?? 0) >= 4) {
      four = s;
      break;
    }
  }
  if (four < 0) return null;
  for (let s = 0; s < BOMB; s += 1) {
    if (s !== four && (counts[s] ?? 0) >= 3) return 'four-three';
  }
  return null;
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
