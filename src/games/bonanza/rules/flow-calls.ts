// The flow's upper half: the dealer's calls, hidden show/keep decisions [G5], who takes the space, the spent Joker [G6].
import { type Card, cardName, isCard, JOKER, rankOf, suitOf } from './cards';
import { spendJoker } from './joker';
import { spaceStays, takeSpace } from './chips';
import { isCombination, type ShowCall } from './combination';
import { PAIR_CARDS } from './pairs';
import { dealOrder } from './deal';
import type { EffectSink } from './effects';
import type { CallName, SeatEvent } from './events';
import { startPoker } from './flow-poker';
import { startRunOut } from './flow-run-out';
import { quote, type Refusal, refuse } from './refusals';
import { hasSequenceIn, sequenceValue } from './sequence';
import { JOKER_SPACE, QUEEN_JACK_SPACE, SEQUENCE_SPACE, type Space, TEN_TWO_SPACE } from './sheet';
import { type BonanzaState, callsOf, DISCARDED, type TableState } from './state';

const CALL_SPACE: Readonly<Record<ShowCall, Space>> = {
  joker: JOKER_SPACE,
  queenJack: QUEEN_JACK_SPACE,
  sequence: SEQUENCE_SPACE,
  tenTwo: TEN_TWO_SPACE,
};

/** The next call, or the run-out when the calls are done. */
function afterCall(s: TableState, fx: EffectSink): void {
  s.call += 1;
  s.phase = 'call';
  s.pending.fill(false);
  s.decided.fill(false);
  s.choices.fill(null);
  if (s.call >= callsOf(s.options).length) startRunOut(s, fx);
}

// Scratch rank masks per seat and suit, for the sequence call.
const masks: number[] = [];

/** Marks in `pending` the seats that hold something to show at the call; true if any does. */
function markDeciders(s: TableState, call: ShowCall): boolean {
  s.pending.fill(false);
  s.decided.fill(false);
  s.choices.fill(null);
  const jokerAt = s.where[JOKER] ?? -1;
  if (call === 'joker') {
    if (jokerAt < 0 || !s.inHand[jokerAt]) return false;
    s.pending[jokerAt] = true;
    return true;
  }
  let asked = false;
  if (call === 'sequence') {
    masks.length = 4 * s.players;
    masks.fill(0);
    for (let c = 0; c < JOKER; c += 1) {
      const w = s.where[c] ?? -1;
      if (w >= 0) masks[w * 4 + suitOf(c)]! |= 1 << rankOf(c);
    }
    for (let p = 0; p < s.players; p += 1) {
      if (!s.inHand[p]) continue;
      for (let suit = 0; suit < 4; suit += 1) {
        if (hasSequenceIn(masks[p * 4 + suit] ?? 0, jokerAt === p)) {
          s.pending[p] = true;
          asked = true;
          break;
        }
      }
    }
    return asked;
  }
  const [a, b] = PAIR_CARDS[call];
  const at = s.where[a] ?? -1;
  const bt = s.where[b] ?? -1;
  const holder =
    at >= 0 && at === bt ? at : jokerAt >= 0 && (at === jokerAt || bt === jokerAt) ? jokerAt : -1;
  if (holder >= 0 && s.inHand[holder]) {
    s.pending[holder] = true;
    asked = true;
  }
  return asked;
}

/** `next-call`: the dealer calls; the seats that could show something decide, hidden. */
export function nextCall(s: TableState, fx: EffectSink): Refusal | null {
  if (s.phase !== 'call') return refuse('not-now', `no call now (${s.phase})`);
  const call = callsOf(s.options)[s.call];
  if (call === 'poker' || call === undefined) {
    startPoker(s, fx);
    return null;
  }
  const deciding = markDeciders(s, call);
  fx?.push({ type: 'call', call, deciding });
  if (deciding) s.phase = 'showing';
  else resolveCall(s, call, fx);
  return null;
}

/** Why a seat may not show these cards now, or null. Also used by the referee to explain a show. */
export function showProblem(
  s: BonanzaState,
  seat: number,
  call: CallName,
  cards: readonly Card[],
): Refusal | null {
  if (call === 'poker') return refuse('wrong-call', 'poker is shown with a five, not a show');
  if (
    !Array.isArray(cards) ||
    cards.some((c) => !isCard(c)) ||
    new Set(cards).size !== cards.length
  ) {
    return refuse('cards-not-held', `${quote(cards)} are not different cards`);
  }
  if (cards.includes(JOKER) && s.where[JOKER] === DISCARDED) {
    return refuse(
      'joker-spent',
      'the Joker was shown before and is discarded (a second Joker use)',
    );
  }
  const missing = cards.find((c) => s.where[c] !== seat);
  if (missing !== undefined) return refuse('cards-not-held', `does not hold ${cardName(missing)}`);
  if (!isCombination(call, cards)) {
    return refuse(
      'not-a-combination',
      `${cards.map(cardName).join(' ')} is not a ${call} combination`,
    );
  }
  return null;
}

function openCallProblem(s: TableState, seat: number, call: CallName): Refusal | null {
  const open = callsOf(s.options)[s.call];
  if (s.phase !== 'showing') return refuse('not-now', `no call is open (${s.phase})`);
  if (!s.inHand[seat]) return refuse('not-playing', `player ${seat} is not in this hand`);
  if (call !== open)
    return refuse('wrong-call', `${quote(call)} is not the open call (${open ?? 'none'})`);
  if (s.decided[seat]) return refuse('already-decided', `has already decided at ${open}`);
  return null;
}

export function show(
  s: TableState,
  e: Extract<SeatEvent, { type: 'show' }>,
  fx: EffectSink,
): Refusal | null {
  const bad = openCallProblem(s, e.seat, e.call) ?? showProblem(s, e.seat, e.call, e.cards);
  if (bad) return bad;
  if (!s.pending[e.seat]) return refuse('nothing-to-decide', 'has nothing to decide at this call');
  s.choices[e.seat] = e.cards.slice();
  decide(s, e.seat, fx);
  return null;
}

export function keep(
  s: TableState,
  e: Extract<SeatEvent, { type: 'keep' }>,
  fx: EffectSink,
): Refusal | null {
  const bad = openCallProblem(s, e.seat, e.call);
  if (bad) return bad;
  if (!s.pending[e.seat]) return refuse('nothing-to-decide', 'has nothing to decide at this call');
  s.choices[e.seat] = null;
  decide(s, e.seat, fx);
  return null;
}

function decide(s: TableState, seat: number, fx: EffectSink): void {
  s.pending[seat] = false;
  s.decided[seat] = true;
  if (!s.pending.includes(true)) {
    const call = callsOf(s.options)[s.call];
    if (call && call !== 'poker') resolveCall(s, call, fx);
  }
}

/** Every show of the call revealed together (from the dealer's left), the best takes the space. */
function resolveCall(s: TableState, call: ShowCall, fx: EffectSink): void {
  let winner = -1;
  let best = -1;
  const shown: { seat: number; cards: number[] }[] = [];
  for (const seat of dealOrder(s.dealer, s.inHand)) {
    const cards = s.choices[seat];
    if (!cards) continue;
    shown.push({ seat, cards });
    s.shows.push({ call, seat, cards });
    fx?.push({ type: 'show', call, seat, cards });
    // Only one player can hold the Joker or a pair; of sequences the best value wins [G9].
    const value = call === 'sequence' ? sequenceValue(cards) : 0;
    if (value > best) {
      best = value;
      winner = seat;
    }
  }
  const space = CALL_SPACE[call];
  if (winner >= 0) takeSpace(s, space, winner, fx);
  else spaceStays(s, space, fx);
  for (const { seat, cards } of shown) spendJoker(s, seat, cards, fx);
  afterCall(s, fx);
}
