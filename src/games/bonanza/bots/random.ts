// The random bot: any legal move, a bid just above the last, any five of its cards.
import type { Rng } from '../../../lib/rng';
import type { SeatEvent } from '../rules/events';
import { type LegalMove, legalMoves, moveEvent } from '../rules/legal';
import type { SeatView } from '../rules/view';

export function randomMove(v: SeatView, rng: Rng): SeatEvent | null {
  const moves = legalMoves(v);
  const m: LegalMove | undefined = moves[rng.int(moves.length)];
  if (!m) return null;
  if (m.type === 'bid') {
    return { type: 'bid', seat: v.seat, amount: m.min + rng.int(Math.min(3, m.max - m.min) + 1) };
  }
  if (m.type === 'five') {
    const cards = m.from.slice();
    for (let i = 0; i < 5; i += 1) {
      const j = i + rng.int(cards.length - i);
      const a = cards[i] as number;
      cards[i] = cards[j] as number;
      cards[j] = a;
    }
    return { type: 'five', seat: v.seat, cards: cards.slice(0, 5) };
  }
  return moveEvent(v.seat, m) as SeatEvent;
}
