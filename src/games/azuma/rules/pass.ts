// One call: every chosen card slides to the left, then each player picks up the card from the right.
import type { CardId } from './cards';
import { leftOf, rightOf } from './deal';

export class PassError extends Error {
  constructor(
    message: string,
    readonly seat: number,
  ) {
    super(message);
    this.name = 'PassError';
  }
}

/** Which seat a chosen card ends up at after the call. */
export function passTarget(seat: number, players: number): number {
  return leftOf(seat, players);
}

/**
 * All hands + each player's chosen card -> the new hands. Every player passes before
 * anyone picks up, so a card just received cannot leave on the same call. Cards are
 * conserved and hand sizes never change. Throws PassError if a chosen card is not held.
 */
export function passCards(
  hands: readonly (readonly CardId[])[],
  chosen: readonly CardId[],
): CardId[][] {
  const n = hands.length;
  if (chosen.length !== n) {
    throw new PassError(`expected ${n} chosen cards, got ${chosen.length}`, -1);
  }
  const kept = hands.map((hand, seat) => {
    const card = chosen[seat] as CardId;
    const at = hand.indexOf(card);
    if (at < 0) throw new PassError(`seat ${seat} does not hold card ${card}`, seat);
    return hand.filter((_, i) => i !== at);
  });
  return kept.map((hand, seat) => [...hand, chosen[rightOf(seat, n)] as CardId]);
}

/**
 * The same call as passCards, in place (the fast loop's own hands): each chosen card leaves its hand
 * (the others keep their order) and the card from the right is added at the end. `from[seat]` gets
 * where the chosen card was, so that the call can be undone (undoPass).
 */
export function passCardsInPlace(
  hands: CardId[][],
  chosen: readonly CardId[],
  from: number[],
): void {
  const n = hands.length;
  if (chosen.length !== n)
    throw new PassError(`expected ${n} chosen cards, got ${chosen.length}`, -1);
  // Written over in place (emptying the array would drop its storage and grow it again each call).
  if (from.length > n) from.length = n;
  for (let seat = 0; seat < n; seat += 1) {
    const at = (hands[seat] as CardId[]).indexOf(chosen[seat] as CardId);
    if (at < 0) throw new PassError(`seat ${seat} does not hold card ${chosen[seat]}`, seat);
    if (seat < from.length) from[seat] = at;
    else from.push(at);
  }
  for (let seat = 0; seat < n; seat += 1) {
    const hand = hands[seat] as CardId[];
    for (let i = from[seat] as number; i < hand.length - 1; i += 1) hand[i] = hand[i + 1] as CardId;
    hand[hand.length - 1] = chosen[rightOf(seat, n)] as CardId;
  }
}

/** Undoes a call made by passCardsInPlace with these chosen cards and places: the hands as before. */
export function undoPass(
  hands: readonly (readonly CardId[])[],
  chosen: readonly CardId[],
  from: readonly number[],
): CardId[][] {
  return hands.map((hand, seat) => {
    const kept = hand.slice(0, hand.length - 1);
    kept.splice(from[seat] as number, 0, chosen[seat] as CardId);
    return kept;
  });
}
