// What the flow waits for: the table's next progress event, the seats it waits on, and what a seat may do now.
import type { Card } from './cards';
import { combinationsAt } from './combination';
import type { BonanzaEvent, CallName, PokerAction, TableEvent } from './events';
import { actionProblem } from './flow-poker';
import { leadCards } from './flow-run-out';
import type { BonanzaState } from './state';
import { type SeatView, seatView } from './view';

/** One kind of thing a seat may do now; ranges and choices are spelled out. */
export type LegalMove =
  | { readonly type: 'widow'; readonly choice: 'swap' | 'sell' }
  /** Any whole bid from min to max. */
  | { readonly type: 'bid'; readonly min: number; readonly max: number }
  | { readonly type: 'pass' }
  | { readonly type: 'show'; readonly call: CallName; readonly cards: readonly Card[] }
  | { readonly type: 'keep'; readonly call: CallName }
  | { readonly type: 'poker'; readonly action: PokerAction }
  /** Any five different cards of `from`. */
  | { readonly type: 'five'; readonly from: readonly Card[] }
  | { readonly type: 'lead'; readonly card: Card };

/** The table's own next event, when the flow waits for the table rather than for players. */
export function tableEvent(s: BonanzaState): TableEvent | null {
  switch (s.phase) {
    case 'ante':
      return { type: 'ante' };
    case 'deal':
      return { type: 'deal' };
    case 'call':
      return { type: 'next-call' };
    case 'play':
      return { type: 'play' };
    default:
      return null;
  }
}

/** The seats whose decision the flow waits for now (for a statechart's timers, not for bots' eyes). */
export function waitingFor(s: BonanzaState): number[] {
  switch (s.phase) {
    case 'widow':
    case 'bidding':
    case 'betting':
    case 'lead':
      return s.turn >= 0 ? [s.turn] : [];
    case 'showing':
    case 'fives':
      return s.pending.flatMap((p, seat) => (p ? [seat] : []));
    default:
      return [];
  }
}

/** Does the flow wait for this seat's decision now (`waitingFor` without building a list)? */
export function waitsFor(s: BonanzaState, seat: number): boolean {
  switch (s.phase) {
    case 'widow':
    case 'bidding':
    case 'betting':
    case 'lead':
      return s.turn === seat;
    case 'showing':
    case 'fives':
      return s.pending[seat] === true;
    default:
      return false;
  }
}

/** Everything a seat may do now, from what it sees (bots and `legal` alike). */
export function legalMoves(v: SeatView): LegalMove[] {
  const seat = v.seat;
  if (!v.inHand[seat] || v.out[seat]) return [];
  switch (v.phase) {
    case 'widow':
      return seat === v.dealer
        ? [
            { type: 'widow', choice: 'swap' },
            { type: 'widow', choice: 'sell' },
          ]
        : [];
    case 'bidding': {
      if (seat !== v.turn) return [];
      const min = v.highBid + 1;
      const max = v.stacks[seat] ?? 0;
      return min <= max ? [{ type: 'bid', min, max }, { type: 'pass' }] : [{ type: 'pass' }];
    }
    case 'showing': {
      const call = v.call;
      if (!v.deciding || call === null || call === 'poker') return [];
      const mine = new Set(v.cards);
      const combos = combinationsAt(call, (c) => mine.has(c));
      return [
        ...combos.map((cards) => ({ type: 'show' as const, call, cards })),
        { type: 'keep', call },
      ];
    }
    case 'betting': {
      const actions: PokerAction[] = ['check', 'bet', 'call', 'raise', 'fold'];
      return actions
        .filter((a) => actionProblem(v, seat, a) === null)
        .map((action) => ({ type: 'poker', action }));
    }
    case 'fives':
      return v.deciding ? [{ type: 'five', from: v.cards }] : [];
    case 'lead':
      return seat === v.turn
        ? leadCards(v.cards, v.colour).map((card) => ({ type: 'lead', card }))
        : [];
    default:
      return [];
  }
}

/** Everything `seat` may do now (empty when the flow does not wait for it). */
export function legal(state: BonanzaState, seat: number): LegalMove[] {
  if (seat < 0 || seat >= state.players) return [];
  return legalMoves(seatView(state, seat));
}

/** A concrete event for a legal move (the lowest bid of a range, the first five of a hand). */
export function moveEvent(seat: number, m: LegalMove): BonanzaEvent {
  switch (m.type) {
    case 'widow':
      return { type: 'widow', seat, choice: m.choice };
    case 'bid':
      return { type: 'bid', seat, amount: m.min };
    case 'pass':
      return { type: 'pass', seat };
    case 'show':
      return { type: 'show', seat, call: m.call, cards: m.cards };
    case 'keep':
      return { type: 'keep', seat, call: m.call };
    case 'poker':
      return { type: 'poker', seat, action: m.action };
    case 'five':
      return { type: 'five', seat, cards: m.from.slice(0, 5) };
    case 'lead':
      return { type: 'lead', seat, card: m.card };
  }
}
