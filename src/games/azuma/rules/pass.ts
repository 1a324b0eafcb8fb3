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
