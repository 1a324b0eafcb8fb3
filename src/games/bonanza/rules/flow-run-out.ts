// The flow's run-out: leads, forced plays, stops and colour changes with the fallbacks [G14], paying cards, Bonanza [G15].
import {
  ACE,
  type Card,
  cardName,
  type Colour,
  colourOf,
  isCard,
  JOKER,
  PACK_SIZE,
  rankOf,
  suitOf,
} from './cards';
import { seatToSeat, takeSpace } from './chips';
import type { EffectSink } from './effects';
import type { SeatEvent } from './events';
import { endHand } from './flow-hand';
import { setJokerAside } from './joker';
import { quote, type Refusal, refuse } from './refusals';
import { BONANZA_SPACE, payingSpace, SPACES } from './sheet';
import { PLAYED, type TableState } from './state';

/** Does a seat hold a natural card (of colour `colour`, or any with -1)? */
export function holdsNatural(s: TableState, seat: number, colour: number): boolean {
  for (let c = 0; c < JOKER; c += 1) {
    if (s.where[c] === seat && (colour < 0 || colourOf(c) === colour)) return true;
  }
  return false;
}

/** The first seat from `from` going left (from itself) that holds a natural card of `colour`; -1 if none. */
function firstHolder(s: TableState, from: number, colour: number): number {
  for (let i = 0; i < s.players; i += 1) {
    const seat = (from + i) % s.players;
    if (s.inHand[seat] && holdsNatural(s, seat, colour)) return seat;
  }
  return -1;
}

/** [G16] the Joker set aside if so chosen; the dealer leads (or the first to his left with a card). */
export function startRunOut(s: TableState, fx: EffectSink): void {
  setJokerAside(s, fx);
  s.colour = -1;
  s.turn = firstHolder(s, s.dealer, -1);
  s.phase = 'lead';
  fx?.push({ type: 'run-out', leader: s.turn });
}

/** The cards a leader may lead: his lowest card of each suit of `colour` (-1 any), from his cards in id order. */
export function leadCards(cards: readonly Card[], colour: number): Card[] {
  const out: Card[] = [];
  let lastSuit = -1;
  for (const c of cards) {
    if (c === JOKER) continue;
    const suit = suitOf(c);
    if (suit === lastSuit || (colour >= 0 && colourOf(c) !== colour)) continue;
    out.push(c);
    lastSuit = suit;
  }
  return out;
}

export function lead(
  s: TableState,
  e: Extract<SeatEvent, { type: 'lead' }>,
  fx: EffectSink,
): Refusal | null {
  if (s.phase !== 'lead') return refuse('not-now', `no lead now (${s.phase})`);
  if (!s.inHand[e.seat]) return refuse('not-playing', `player ${e.seat} is not in this hand`);
  if (e.seat !== s.turn)
    return refuse('not-your-turn', `leads out of turn (player ${s.turn} leads)`);
  const c = e.card;
  if (!isCard(c)) return refuse('cards-not-held', `${quote(c)} is not a card`);
  if (s.where[c] !== e.seat) return refuse('cards-not-held', `does not hold ${cardName(c)}`);
  if (c === JOKER) return refuse('joker-dead', 'the Joker cannot be played in the run-out');
  if (s.colour >= 0 && colourOf(c) !== s.colour) {
    return refuse('wrong-colour', `${cardName(c)} is not ${s.colour === 0 ? 'black' : 'red'}`);
  }
  for (let low = suitOf(c) * 13; low < c; low += 1) {
    if (s.where[low] === e.seat) {
      return refuse(
        'not-lowest',
        `${cardName(c)} is not his lowest ${cardName(c).slice(-1)} (${cardName(low)})`,
      );
    }
  }
  playCard(s, e.seat, c, true, fx);
  return null;
}

/** `play`: the holder of the next card of the suit plays it. */
export function play(s: TableState, fx: EffectSink): Refusal | null {
  if (s.phase !== 'play') return refuse('not-now', `no forced play now (${s.phase})`);
  playCard(s, s.where[s.next] ?? 0, s.next, false, fx);
  return null;
}

/** A card goes on the table: paying card, Bonanza, the next card or a stop. */
function playCard(s: TableState, seat: number, c: Card, led: boolean, fx: EffectSink): void {
  s.where[c] = PLAYED;
  s.held[seat]! -= 1;
  s.played.push(c);
  fx?.push({ type: led ? 'lead' : 'play', seat, card: c });
  const space = payingSpace(c);
  if (space >= 0) {
    fx?.push({ type: 'paying-card', seat, card: c, space: SPACES[space] ?? 'bonanza' });
    takeSpace(s, space, seat, fx);
  }
  if (s.held[seat] === 0) {
    bonanza(s, seat, fx);
    return;
  }
  const next = c + 1;
  if (rankOf(c) !== ACE && next < PACK_SIZE && (s.where[next] ?? -1) >= 0) {
    s.next = next;
    s.turn = -1;
    s.phase = 'play';
    return;
  }
  stop(s, seat, c, next, fx);
}

/**
 * A stop: a suit of the other colour must be led, by the stopper or the first to his left who has
 * one; if nobody has, the stopper leads any suit, or with only the Joker the first to his left [G14].
 */
function stop(s: TableState, seat: number, c: Card, next: Card, fx: EffectSink): void {
  const need = (1 - colourOf(c)) as Colour;
  let leader = firstHolder(s, seat, need);
  let colour: Colour | null = need;
  if (leader < 0) {
    colour = null;
    leader = firstHolder(s, seat, -1);
  }
  s.colour = colour ?? -1;
  s.turn = leader;
  s.next = -1;
  s.phase = 'lead';
  fx?.push({
    type: 'stop',
    seat,
    card: c,
    missing: rankOf(c) === ACE ? null : next,
    played: rankOf(c) !== ACE && s.where[next] === PLAYED,
    colour,
    leader,
  });
}

/** [G15] the player out takes the Bonanza space; every other pays a chip per card held, or all he has. */
function bonanza(s: TableState, seat: number, fx: EffectSink): void {
  const payments: { seat: number; cards: number; chips: number }[] = [];
  for (let p = 0; p < s.players; p += 1) {
    if (p === seat || !s.inHand[p]) continue;
    const cards = s.held[p] ?? 0;
    payments.push({ seat: p, cards, chips: Math.min(cards, s.stacks[p] ?? 0) });
  }
  fx?.push({ type: 'bonanza', seat, payments });
  takeSpace(s, BONANZA_SPACE, seat, fx);
  for (const pay of payments) seatToSeat(s, pay.seat, seat, pay.chips, fx);
  endHand(s, fx);
}
