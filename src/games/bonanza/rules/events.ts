// The events the flow steps on: the players' decisions and the table's own progress (antes, deal, calls, forced plays).
import type { Card } from './cards';

export const CALLS = ['joker', 'queenJack', 'sequence', 'tenTwo', 'poker'] as const;
export type CallName = (typeof CALLS)[number];

export type PokerAction = 'check' | 'bet' | 'call' | 'raise' | 'fold';
export const POKER_ACTIONS: readonly PokerAction[] = ['check', 'bet', 'call', 'raise', 'fold'];

/** The table's own progress, paced by the table (a statechart's timers, the simulator's clock). */
export type TableEvent =
  /** Start the next hand: who cannot ante is out [G2], the deal moves left, everyone antes. */
  | { readonly type: 'ante' }
  /** Deal: shuffled from the game's seed, or the given cards (a record, a prepared lesson). */
  | {
      readonly type: 'deal';
      readonly cards?: {
        readonly hands: readonly (readonly Card[])[];
        readonly widow: readonly Card[];
      };
    }
  /** The dealer calls the next space of the upper half. */
  | { readonly type: 'next-call' }
  /** The next forced card of the run-out is played by whoever holds it. */
  | { readonly type: 'play' };

/** A player's decision. */
export type SeatEvent =
  | { readonly type: 'widow'; readonly seat: number; readonly choice: 'swap' | 'sell' }
  | { readonly type: 'bid'; readonly seat: number; readonly amount: number }
  | { readonly type: 'pass'; readonly seat: number }
  /** Shows a combination at the call that is open (hidden until everyone has decided). */
  | {
      readonly type: 'show';
      readonly seat: number;
      readonly call: CallName;
      readonly cards: readonly Card[];
    }
  /** Shows nothing at the call that is open. */
  | { readonly type: 'keep'; readonly seat: number; readonly call: CallName }
  | { readonly type: 'poker'; readonly seat: number; readonly action: PokerAction }
  /** The five a player shows at the poker showdown (hidden until every five is in). */
  | { readonly type: 'five'; readonly seat: number; readonly cards: readonly Card[] }
  | { readonly type: 'lead'; readonly seat: number; readonly card: Card };

export type BonanzaEvent = TableEvent | SeatEvent;

export const TABLE_EVENT_TYPES: readonly TableEvent['type'][] = [
  'ante',
  'deal',
  'next-call',
  'play',
];

export function isSeatEvent(e: BonanzaEvent): e is SeatEvent {
  return 'seat' in e;
}
