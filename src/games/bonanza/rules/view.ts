// What one seat sees: its own hand, the hand it gave up, and everything shown, bid, bet and played; never hidden cards.
import { type Card, JOKER, PACK_SIZE } from './cards';
import type { CallName } from './events';
import type { BonanzaOptions } from './options';
import {
  type ActionRecord,
  type BidRecord,
  type BonanzaState,
  currentCall,
  DISCARDED,
  type Phase,
  type ShowRecord,
} from './state';

export interface SeatView {
  readonly seat: number;
  readonly players: number;
  readonly options: BonanzaOptions;
  readonly phase: Phase;
  readonly hand: number;
  readonly dealer: number;
  readonly inHand: readonly boolean[];
  readonly out: readonly boolean[];
  readonly stacks: readonly number[];
  readonly sheet: readonly number[];
  /** Cards each seat holds (a table shows how many). */
  readonly held: readonly number[];
  /** This seat's cards, in id order. */
  readonly cards: readonly Card[];
  /** This seat's own hand if it went out of play (after a swap or a purchase): it saw those cards. */
  readonly gaveUp: readonly Card[];
  /** Whose hand is dead: a seat, -1 the unsold widow, null not yet known. */
  readonly deadHand: number | null;
  readonly bids: readonly BidRecord[];
  readonly highBid: number;
  /** Whose turn to bid, bet or lead (-1 when nobody's). */
  readonly turn: number;
  /** The open call, or the next one. */
  readonly call: CallName | null;
  /** This seat must decide at the open call or showdown. */
  readonly deciding: boolean;
  readonly shows: readonly ShowRecord[];
  /** The Joker is out of every hand (shown, or set aside). */
  readonly jokerGone: boolean;
  readonly inPot: readonly boolean[];
  readonly put: readonly number[];
  readonly highest: number;
  readonly raises: number;
  readonly actions: readonly ActionRecord[];
  /** The colour the next lead must have: 0 black, 1 red, -1 any. */
  readonly colour: number;
  readonly played: readonly Card[];
}

/** The seat's view of a state. It shares the state's (read-only) arrays: build it, use it, drop it. */
export function seatView(s: BonanzaState, seat: number): SeatView {
  const cards: Card[] = [];
  for (let c = 0; c < PACK_SIZE; c += 1) if (s.where[c] === seat) cards.push(c);
  return {
    seat,
    players: s.players,
    options: s.options,
    phase: s.phase,
    hand: s.hand,
    dealer: s.dealer,
    inHand: s.inHand,
    out: s.out,
    stacks: s.stacks,
    sheet: s.sheet,
    held: s.held,
    cards,
    gaveUp: s.deadHand === seat ? s.gaveUp : [],
    deadHand: s.deadHand,
    bids: s.bids,
    highBid: s.highBid,
    turn: s.turn,
    call: currentCall(s),
    deciding: s.pending[seat] === true,
    shows: s.shows,
    jokerGone: s.where[JOKER] === DISCARDED,
    inPot: s.inPot,
    put: s.put,
    highest: s.highest,
    raises: s.raises,
    actions: s.actions,
    colour: s.colour,
    played: s.played,
  };
}
