// What the table decides for a person whose turn clock runs out: the safe choice, never a risk he did not take.
import { rankOf } from './cards';
import type { SeatEvent } from './events';
import { legal } from './legal';
import { bestFive } from './poker-hand';
import type { BonanzaState } from './state';

/**
 * The widow is sold (the dealer keeps his hand), a bid passed, a call kept (nothing shown), a poker
 * turn checked or else folded, the best five shown at a showdown he stayed in for, and the lowest
 * card led (spades before hearts, diamonds, clubs at equal rank). Null when the seat has nothing to
 * decide.
 */
export function outOfTimeMove(s: BonanzaState, seat: number): SeatEvent | null {
  const moves = legal(s, seat);
  if (moves.length === 0) return null;
  switch (s.phase) {
    case 'widow':
      return { type: 'widow', seat, choice: 'sell' };
    case 'bidding':
      return { type: 'pass', seat };
    case 'betting': {
      const check = moves.some((m) => m.type === 'poker' && m.action === 'check');
      return { type: 'poker', seat, action: check ? 'check' : 'fold' };
    }
    case 'fives': {
      const from = moves[0]?.type === 'five' ? moves[0].from : [];
      return { type: 'five', seat, cards: bestFive(from)?.five ?? from.slice(0, 5) };
    }
    case 'lead': {
      let low: number | null = null;
      for (const m of moves) {
        if (m.type !== 'lead') continue;
        if (low === null || rankOf(m.card) < rankOf(low)) low = m.card;
      }
      return low === null ? null : { type: 'lead', seat, card: low };
    }
    default: {
      const keep = moves.find((m) => m.type === 'keep');
      return keep?.type === 'keep' ? { type: 'keep', seat, call: keep.call } : null;
    }
  }
}
