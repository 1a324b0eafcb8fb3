// The flow's poker [G10]-[G12]: who takes part, one fixed-limit betting round capped by the smallest stack, the showdown.
import { type Card, cardName, isCard, JOKER } from './cards';
import { seatToSpace, spaceStays, spaceToSeat, takeSpace } from './chips';
import { dealOrder, firstInFrom } from './deal';
import type { EffectSink } from './effects';
import type { PokerAction, SeatEvent } from './events';
import { spendJoker } from './joker';
import { handName, pokerValue } from './poker-hand';
import { quote, type Refusal, refuse } from './refusals';
import { POKER_SPACE } from './sheet';
import { type BonanzaState, DISCARDED, type TableState } from './state';
import { startRunOut } from './flow-run-out';

/** Poker is the last call: on to the run-out. */
function pokerDone(s: TableState, fx: EffectSink): void {
  s.call += 1;
  s.pending.fill(false);
  s.decided.fill(false);
  s.choices.fill(null);
  startRunOut(s, fx);
}

/** [G10] the cards a player needs to take part in the poker (the Joker counts). */
export const POKER_MIN_CARDS = 5;

/** [G10] whether a seat takes part in the poker called now: in the hand, with five cards or more. */
export function takesPartInPoker(s: BonanzaState, seat: number): boolean {
  return s.inHand[seat] === true && (s.held[seat] ?? 0) >= POKER_MIN_CARDS;
}

/** The poker call: players holding five cards or more take part. */
export function startPoker(s: TableState, fx: EffectSink): void {
  const seats: number[] = [];
  for (let p = 0; p < s.players; p += 1) if (takesPartInPoker(s, p)) seats.push(p);
  fx?.push({ type: 'call', call: 'poker', deciding: seats.length >= 2 });
  if (seats.length < 2) {
    // One taking part takes the space unseen; with none it stays.
    const only = seats[0];
    if (only !== undefined) takeSpace(s, POKER_SPACE, only, fx);
    else spaceStays(s, POKER_SPACE, fx);
    pokerDone(s, fx);
    return;
  }
  for (const p of seats) s.inPot[p] = true;
  if (s.options.poker === 'showdown') {
    fx?.push({ type: 'poker-start', seats, first: null });
    toShowdown(s);
    return;
  }
  s.turn = firstInFrom(s.dealer, s.inPot);
  s.phase = 'betting';
  fx?.push({ type: 'poker-start', seats, first: s.turn });
}

function toShowdown(s: TableState): void {
  s.phase = 'fives';
  s.turn = -1;
  for (let p = 0; p < s.players; p += 1) {
    s.pending[p] = s.inPot[p] === true;
    s.decided[p] = false;
    s.choices[p] = null;
  }
}

/** What the betting rules read: the state, or a seat's view of it. */
export type Betting = Pick<
  BonanzaState,
  'phase' | 'players' | 'options' | 'stacks' | 'inPot' | 'put' | 'highest' | 'raises' | 'turn'
>;

/** [G11] could every player still in call a highest bet of `to` in full? */
export function everyoneCovers(s: Betting, to: number): boolean {
  for (let p = 0; p < s.players; p += 1) {
    if (s.inPot[p] && to - (s.put[p] ?? 0) > (s.stacks[p] ?? 0)) return false;
  }
  return true;
}

/** Why a poker action is not allowed now, or null. */
export function actionProblem(s: Betting, seat: number, action: PokerAction): Refusal | null {
  if (s.phase !== 'betting') return refuse('not-now', `no betting now (${s.phase})`);
  if (!s.inPot[seat])
    return refuse('not-playing', 'is not in the poker (folded, or under five cards)');
  if (seat !== s.turn) return refuse('not-your-turn', `acts out of turn (player ${s.turn} to act)`);
  const facing = s.highest > (s.put[seat] ?? 0);
  switch (action) {
    case 'check':
      return facing ? refuse('action-not-allowed', 'cannot check facing a bet') : null;
    case 'call':
      return facing ? null : refuse('action-not-allowed', 'there is no bet to call');
    case 'bet':
      if (s.highest > 0)
        return refuse('action-not-allowed', 'there is a bet already: call, raise or fold');
      return everyoneCovers(s, s.options.bet)
        ? null
        : refuse('stack-limit', 'a player still in could not call that bet in full');
    case 'raise':
      if (s.highest === 0) return refuse('action-not-allowed', 'there is no bet to raise');
      if (s.raises >= s.options.raises) {
        return refuse('raise-limit', `no raise left (${s.options.raises} allowed)`);
      }
      return everyoneCovers(s, s.highest + s.options.bet)
        ? null
        : refuse('stack-limit', 'a player still in could not call that raise in full');
    case 'fold':
      return null;
    default:
      return refuse('malformed', `${quote(action)} is not a poker action`);
  }
}

export function pokerAction(
  s: TableState,
  e: Extract<SeatEvent, { type: 'poker' }>,
  fx: EffectSink,
): Refusal | null {
  const bad = actionProblem(s, e.seat, e.action);
  if (bad) return bad;
  const seat = e.seat;
  let chips = 0;
  if (e.action === 'fold') s.inPot[seat] = false;
  else if (e.action !== 'check') {
    if (e.action === 'bet') s.highest = s.options.bet;
    else if (e.action === 'raise') {
      s.highest += s.options.bet;
      s.raises += 1;
    }
    chips = s.highest - (s.put[seat] ?? 0);
    s.put[seat] = s.highest;
    seatToSpace(s, seat, POKER_SPACE, chips, fx);
    if (e.action !== 'call') s.acted.fill(false);
  }
  s.acted[seat] = true;
  s.actions.push({ seat, action: e.action });
  fx?.push({ type: 'poker-action', seat, action: e.action, chips, highest: s.highest });
  const still: number[] = [];
  for (let p = 0; p < s.players; p += 1) if (s.inPot[p]) still.push(p);
  if (still.length === 1) {
    // [G12] the last one in takes the space and shows nothing.
    takeSpace(s, POKER_SPACE, still[0] ?? seat, fx);
    pokerDone(s, fx);
    return null;
  }
  if (still.every((p) => s.acted[p] && s.put[p] === s.highest)) {
    toShowdown(s);
    return null;
  }
  s.turn = firstInFrom(seat + 1, s.inPot);
  return null;
}

/** Why these cards are not a five the seat may show now, or null. */
export function fiveProblem(s: TableState, seat: number, cards: readonly Card[]): Refusal | null {
  if (s.phase !== 'fives') return refuse('not-now', `no poker showdown now (${s.phase})`);
  if (!s.inHand[seat]) return refuse('not-playing', `player ${seat} is not in this hand`);
  if (s.decided[seat]) return refuse('already-decided', 'has already shown a five');
  if (!s.pending[seat]) return refuse('nothing-to-decide', 'does not show at this showdown');
  if (
    !Array.isArray(cards) ||
    cards.length !== 5 ||
    cards.some((c) => !isCard(c)) ||
    new Set(cards).size !== 5
  ) {
    return refuse('bad-five', `${quote(cards)} is not five different cards`);
  }
  if (cards.includes(JOKER) && s.where[JOKER] === DISCARDED) {
    return refuse(
      'joker-spent',
      'the Joker was shown before and is discarded (a second Joker use)',
    );
  }
  const missing = cards.find((c) => s.where[c] !== seat);
  if (missing !== undefined) return refuse('cards-not-held', `does not hold ${cardName(missing)}`);
  return null;
}

export function five(
  s: TableState,
  e: Extract<SeatEvent, { type: 'five' }>,
  fx: EffectSink,
): Refusal | null {
  const bad = fiveProblem(s, e.seat, e.cards);
  if (bad) return bad;
  s.choices[e.seat] = e.cards.slice();
  s.pending[e.seat] = false;
  s.decided[e.seat] = true;
  if (!s.pending.includes(true)) showdown(s, fx);
  return null;
}

/** Every five revealed; the best takes the space, equal hands split it, odd chips stay [G12]. */
function showdown(s: TableState, fx: EffectSink): void {
  let best = -1;
  let winners: number[] = [];
  const shown: { seat: number; cards: number[] }[] = [];
  for (const seat of dealOrder(s.dealer, s.inHand)) {
    const cards = s.choices[seat];
    if (!cards) continue;
    const value = pokerValue(cards);
    shown.push({ seat, cards });
    s.shows.push({ call: 'poker', seat, cards });
    fx?.push({ type: 'poker-five', seat, cards, hand: handName(value) });
    if (value > best) {
      best = value;
      winners = [seat];
    } else if (value === best) winners.push(seat);
  }
  winners.sort((a, b) => a - b);
  const share = Math.floor((s.sheet[POKER_SPACE] ?? 0) / winners.length);
  s.won[POKER_SPACE] = winners.slice();
  fx?.push({
    type: 'space-won',
    space: 'poker',
    seats: winners,
    amounts: winners.map(() => share),
  });
  for (const w of winners) spaceToSeat(s, POKER_SPACE, w, share, fx);
  for (const { seat, cards } of shown) spendJoker(s, seat, cards, fx);
  pokerDone(s, fx);
}
