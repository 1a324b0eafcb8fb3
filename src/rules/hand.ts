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

export function isWinningHand(hand: readonly CardId[]): boolean {
  return winKind(hand) !== null;
}
