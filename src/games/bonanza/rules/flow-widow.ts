// The flow's widow [G4]: the dealer swaps or sells; the auction from his left, round and round, a pass is final.
import { seatToSeat } from './chips';
import type { EffectSink } from './effects';
import type { SeatEvent } from './events';
import { type Refusal, refuse } from './refusals';
import { DEAD, IN_WIDOW, type TableState } from './state';

/** A seat's hand goes out of play and it takes the widow. */
function takeWidow(s: TableState, seat: number, fx: EffectSink): void {
  const gaveUp: number[] = [];
  let taken = 0;
  for (let c = 0; c < s.where.length; c += 1) {
    if (s.where[c] === seat) {
      s.where[c] = DEAD;
      gaveUp.push(c);
    } else if (s.where[c] === IN_WIDOW) {
      s.where[c] = seat;
      taken += 1;
    }
  }
  s.gaveUp = gaveUp;
  s.held[seat] = taken;
  s.deadHand = seat;
  fx?.push({ type: 'dead-hand', seat, cards: gaveUp.length });
}

/** The upper half begins: the dealer's first call. */
function toCalls(s: TableState): void {
  s.phase = 'call';
  s.call = 0;
  s.turn = -1;
}

/** Bidders still in the auction: seats in the hand other than the dealer that have not passed. */
function bidders(s: TableState): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.players; p += 1) {
    if (s.inHand[p] && p !== s.dealer && !s.passed[p]) out.push(p);
  }
  return out;
}

/** After a bid or a pass: sold, unsold, or the next bidder to the left. */
function afterBid(s: TableState, fx: EffectSink): void {
  const left = bidders(s);
  if (left.length === 0) {
    for (let c = 0; c < s.where.length; c += 1) if (s.where[c] === IN_WIDOW) s.where[c] = DEAD;
    s.deadHand = -1;
    fx?.push({ type: 'widow-unsold' });
    fx?.push({ type: 'dead-hand', seat: null, cards: s.where.filter((w) => w === DEAD).length });
    toCalls(s);
    return;
  }
  if (left.length === 1 && left[0] === s.highBidder) {
    const buyer = s.highBidder;
    fx?.push({ type: 'widow-sold', seat: buyer, price: s.highBid, dealer: s.dealer });
    seatToSeat(s, buyer, s.dealer, s.highBid, fx);
    takeWidow(s, buyer, fx);
    toCalls(s);
    return;
  }
  for (let i = 1; i <= s.players; i += 1) {
    const seat = (s.turn + i) % s.players;
    if (left.includes(seat)) {
      s.turn = seat;
      return;
    }
  }
}

export function widow(
  s: TableState,
  e: Extract<SeatEvent, { type: 'widow' }>,
  fx: EffectSink,
): Refusal | null {
  if (s.phase !== 'widow') return refuse('not-now', `the widow is not being decided (${s.phase})`);
  if (e.seat !== s.dealer)
    return refuse('not-your-turn', `only the dealer (player ${s.dealer}) decides the widow`);
  if (e.choice === 'swap') {
    fx?.push({ type: 'widow-swapped', dealer: s.dealer });
    takeWidow(s, s.dealer, fx);
    toCalls(s);
    return null;
  }
  fx?.push({ type: 'widow-for-sale', dealer: s.dealer });
  s.phase = 'bidding';
  s.turn = s.dealer;
  afterBid(s, fx);
  return null;
}

function biddingProblem(s: TableState, seat: number): Refusal | null {
  if (s.phase !== 'bidding') return refuse('not-now', `the widow is not for sale now (${s.phase})`);
  if (seat === s.dealer) return refuse('not-your-turn', 'the dealer never bids for his own widow');
  if (s.passed[seat]) return refuse('not-your-turn', 'has passed, and a pass is final');
  if (seat !== s.turn) return refuse('not-your-turn', `bid out of turn (player ${s.turn} to bid)`);
  return null;
}

export function bid(
  s: TableState,
  e: Extract<SeatEvent, { type: 'bid' }>,
  fx: EffectSink,
): Refusal | null {
  const bad = biddingProblem(s, e.seat);
  if (bad) return bad;
  const min = s.highBid + 1;
  if (e.amount < min) {
    return refuse('bid-too-low', `bid ${e.amount} is too low (at least ${min})`);
  }
  if (e.amount > (s.stacks[e.seat] ?? 0)) {
    return refuse(
      'bid-above-chips',
      `bid ${e.amount} is above the ${s.stacks[e.seat] ?? 0} chips held`,
    );
  }
  s.bids.push({ seat: e.seat, amount: e.amount });
  s.highBid = e.amount;
  s.highBidder = e.seat;
  fx?.push({ type: 'bid', seat: e.seat, amount: e.amount });
  afterBid(s, fx);
  return null;
}

export function pass(
  s: TableState,
  e: Extract<SeatEvent, { type: 'pass' }>,
  fx: EffectSink,
): Refusal | null {
  const bad = biddingProblem(s, e.seat);
  if (bad) return bad;
  s.bids.push({ seat: e.seat, amount: null });
  s.passed[e.seat] = true;
  fx?.push({ type: 'bid-pass', seat: e.seat });
  afterBid(s, fx);
  return null;
}
