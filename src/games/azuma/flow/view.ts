// What one seat sees of the table, from the flow state: its own hand, what it passed and received, sticks, sheet.
import type { SeatView, StickView, ViewPhase } from '../bots/view';
import { mayTurn } from './checks';
import type { FlowPhase, FlowState, TableView } from './types';

type Table = TableView | FlowState;

/** The phase a seat sees: the grab window is 'grab', the reveal and X choices 'scoring', and so on. */
export function viewPhase(phase: FlowPhase): ViewPhase {
  switch (phase) {
    case 'start':
    case 'dealing':
      return 'dealing';
    case 'choosing':
    case 'waitingForCall':
    case 'sliding':
    case 'pickingUp':
      return 'passing';
    case 'grabWindow':
      return 'grab';
    case 'reveal':
    case 'scoring':
      return 'scoring';
    case 'handEnd':
    case 'redeal':
      return 'between';
    case 'over':
      return 'over';
  }
}

/** A seat's view as a new object. */
export function seatView(s: Table, seat: number): SeatView {
  return fillSeatView(null, s, seat);
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A seat's view, written into `into` when given (the fast loop keeps one per seat and its sticks
 * list too); a new object otherwise. Either way the same fields from the same state.
 */
export function fillSeatView(into: Writable<SeatView> | null, s: Table, seat: number): SeatView {
  let xOpen: SeatView['xOpen'] = null;
  for (let i = 0; i < s.pendingX.length; i += 1) {
    const x = s.pendingX[i];
    if (x && x.player === seat && s.xChoices[seat] === undefined) xOpen = x.open;
  }
  const phase = viewPhase(s.phase);
  // Sticks: the same objects while nothing changed (views compare them by reference cheaply).
  const sticks = (into?.sticks ?? []) as StickView[];
  // Grown by push, never by setting a length: arrays with holes are slow to read ever after.
  if (sticks.length > s.sticks.length) sticks.length = s.sticks.length;
  for (let i = 0; i < s.sticks.length; i += 1) {
    const st = s.sticks[i] as FlowState['sticks'][number];
    const v = sticks[i];
    if (v && v.id === st.id && v.colour === st.colour && v.owner === st.owner) continue;
    const fresh = { id: st.id, colour: st.colour, owner: st.owner };
    if (i < sticks.length) sticks[i] = fresh;
    else sticks.push(fresh);
  }
  // The hand as it is now: a bot that acts later must not see cards that moved since (in the fast
  // loop the table's own arrays change in place).
  const hand = s.hands[seat] ?? [];
  const mine = (into?.hand ?? []) as number[];
  if (mine.length > hand.length) mine.length = hand.length;
  for (let i = 0; i < hand.length; i += 1) {
    if (i < mine.length) mine[i] = hand[i] as number;
    else mine.push(hand[i] as number);
  }
  const view: Writable<SeatView> = into ?? ({} as Writable<SeatView>);
  view.seat = seat;
  view.players = s.config.players;
  view.edition = s.config.edition;
  view.phase = phase;
  view.handNo = s.handNo;
  view.calls = s.calls;
  view.dealer = s.dealer;
  view.rotation = s.rotation;
  view.hand = mine;
  view.chosen = s.chosen[seat] ?? null;
  view.lastPassed = s.lastPassed[seat] ?? null;
  view.lastReceived = s.lastReceived[seat] ?? null;
  view.sticks = sticks;
  view.grabbed = s.grabs.length > 0;
  view.faked = s.fakes.includes(seat);
  view.book = s.book;
  view.xOpen = xOpen;
  view.canTurn = phase === 'passing' && mayTurn(s, seat);
  return view;
}

/**
 * A seat's view for the fast loop: the same fields, set again from the state at each look (refresh)
 * without copying the hand or the sticks (it keeps the state's own arrays). It is safe because a bot
 * acts only on what it saw at its last look or on what cannot change before it is told: its hand
 * changes only at a call, which waits for its own card; the sticks only at grabs, which every racer
 * is told of. The equality of the fast loop and the XState table, which hands out copies, is tested
 * game by game.
 */
export class LiveSeatView implements SeatView {
  players = 0;
  edition: SeatView['edition'] = 'azuma';
  phase: ViewPhase = 'dealing';
  handNo = 0;
  calls = 0;
  dealer = 0;
  rotation = 0;
  hand: readonly number[] = [];
  chosen: number | null = null;
  lastPassed: number | null = null;
  lastReceived: number | null = null;
  sticks: readonly StickView[] = [];
  grabbed = false;
  faked = false;
  book: SeatView['book'];
  xOpen: SeatView['xOpen'] = null;
  canTurn = false;

  constructor(
    private readonly s: FlowState,
    readonly seat: number,
  ) {
    this.book = s.book;
    this.refresh();
  }

  /** Looks at the state as it is now. */
  refresh(): this {
    const s = this.s;
    const seat = this.seat;
    this.players = s.config.players;
    this.edition = s.config.edition;
    this.phase = viewPhase(s.phase);
    this.handNo = s.handNo;
    this.calls = s.calls;
    this.dealer = s.dealer;
    this.rotation = s.rotation;
    this.hand = s.hands[seat] ?? [];
    this.chosen = s.chosen[seat] ?? null;
    this.lastPassed = s.lastPassed[seat] ?? null;
    this.lastReceived = s.lastReceived[seat] ?? null;
    this.sticks = s.sticks;
    this.grabbed = s.grabs.length > 0;
    this.faked = s.fakes.includes(seat);
    this.book = s.book;
    let xOpen: SeatView['xOpen'] = null;
    for (let i = 0; i < s.pendingX.length; i += 1) {
      const x = s.pendingX[i];
      if (x && x.player === seat && s.xChoices[seat] === undefined) xOpen = x.open;
    }
    this.xOpen = xOpen;
    this.canTurn = this.phase === 'passing' && mayTurn(s, seat);
    return this;
  }
}
