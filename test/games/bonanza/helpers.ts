// Test helpers for BONANZA RUMMY: cards by name, tables dealt as a test needs, stepping that must succeed or be refused.
import { expect } from 'vitest';
import { type Card, JOKER, PACK_SIZE, parseCard } from '../../../src/games/bonanza/rules/cards';
import { dealOrder, handSizes } from '../../../src/games/bonanza/rules/deal';
import type { Effect } from '../../../src/games/bonanza/rules/effects';
import type { BonanzaEvent } from '../../../src/games/bonanza/rules/events';
import { legal, moveEvent, tableEvent, waitingFor } from '../../../src/games/bonanza/rules/legal';
import type { OptionsInput } from '../../../src/games/bonanza/rules/options';
import type { Refusal, RefusalCode } from '../../../src/games/bonanza/rules/refusals';
import { step } from '../../../src/games/bonanza/rules/step';
import {
  type BonanzaState,
  chipsOnTable,
  cloneState,
  currentCall,
  DEAD,
  newGame,
  type TableState,
} from '../../../src/games/bonanza/rules/state';

/** Cards from names separated by spaces: "2C 10D JK". */
export function cards(text: string): Card[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => {
      const c = parseCard(name);
      if (c === undefined) throw new Error(`bad card ${name}`);
      return c;
    });
}

export const card = (name: string): Card => cards(name)[0] as Card;

/** Steps an event that must be accepted; returns the new state and its effects. */
export function go(
  s: BonanzaState,
  e: BonanzaEvent,
): { state: BonanzaState; effects: readonly Effect[] } {
  const r = step(s, e);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(e)}: ${r.code} ${r.reason}`);
  return { state: r.state, effects: r.effects };
}

/** Steps several events that must be accepted. */
export function goAll(s: BonanzaState, events: readonly BonanzaEvent[]): BonanzaState {
  return events.reduce((state, e) => go(state, e).state, s);
}

/** Steps an event that must be refused with `code`, and checks that the state is untouched. */
export function refusedWith(s: BonanzaState, e: unknown, code: RefusalCode): Refusal {
  const before = JSON.stringify(s);
  const r = step(s, e);
  expect(r.ok, `expected ${JSON.stringify(e)} to be refused with ${code}`).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
  const refusal = r as Refusal;
  expect(refusal.code).toBe(code);
  expect(refusal.reason.length).toBeGreaterThan(0);
  return refusal;
}

/**
 * A full deal with the named cards where a test wants them: `hands[seat]` and `widow` list cards
 * that must be there; the rest of the pack fills each hand in id order up to its size.
 */
export function deal(
  players: number,
  dealer: number,
  hands: Record<number, string>,
  widow = '',
  out: readonly number[] = [],
): { hands: Card[][]; widow: Card[] } {
  const inHand = Array.from({ length: players }, (_, p) => !out.includes(p));
  const order = dealOrder(dealer, inHand);
  const sizes = handSizes(order.length);
  const taken = new Set<Card>();
  const want: Card[][] = Array.from({ length: players }, (_, p) => cards(hands[p] ?? ''));
  const widowWant = cards(widow);
  for (const c of [...want.flat(), ...widowWant]) {
    if (taken.has(c)) throw new Error(`card ${c} twice`);
    taken.add(c);
  }
  const pool: Card[] = [];
  for (let c = 0; c < PACK_SIZE; c += 1) if (!taken.has(c)) pool.push(c);
  const fill = (list: Card[], size: number) => {
    if (list.length > size) throw new Error(`${list.length} cards wanted, the deal gives ${size}`);
    while (list.length < size) list.push(pool.shift() as Card);
    return list;
  };
  const dealt = want.map(() => [] as Card[]);
  order.forEach((seat, i) => (dealt[seat] = fill(want[seat] ?? [], sizes[i] ?? 0)));
  const widowCards = fill(widowWant, sizes[order.length] ?? 0);
  return { hands: dealt, widow: widowCards };
}

/** A new game, anted and dealt as `deal` says; the dealer is seat `dealer`. */
export function dealt(
  players: number,
  hands: Record<number, string>,
  widow = '',
  options: OptionsInput = {},
  dealer = 0,
): BonanzaState {
  let s = newGame({ players, seed: 1, dealer, options });
  s = go(s, { type: 'ante' }).state;
  return go(s, { type: 'deal', cards: deal(players, dealer, hands, widow) }).state;
}

/** After a deal: the dealer sells, nobody bids, the widow is dead; calls are next. */
export function widowUnsold(s: BonanzaState): BonanzaState {
  let state = go(s, { type: 'widow', seat: s.dealer, choice: 'sell' }).state;
  while (state.phase === 'bidding') state = go(state, { type: 'pass', seat: state.turn }).state;
  return state;
}

/**
 * A run-out from exactly these hands (every other card dead, the Joker too unless held): the
 * dealer (seat 0 unless given) leads, the sheet as after an ante.
 */
export function runOut(
  players: number,
  hands: Record<number, string>,
  options: OptionsInput = {},
  dealer = 0,
  stacks?: readonly number[],
): BonanzaState {
  const s: TableState = cloneState(
    newGame({ players, seed: 1, dealer, options, ...(stacks ? { stacks } : {}) }),
  );
  const started = go(s, { type: 'ante' }).state;
  const t = cloneState(started);
  t.where.fill(DEAD);
  t.held.fill(0);
  for (const [seat, text] of Object.entries(hands)) {
    for (const c of cards(text)) {
      t.where[c] = Number(seat);
      t.held[Number(seat)]! += 1;
    }
  }
  t.phase = 'lead';
  t.call = 5;
  t.turn = dealer;
  t.colour = -1;
  t.deadHand = -1;
  expect(t.where[JOKER] === DEAD || t.where[JOKER]! >= 0).toBe(true);
  return t;
}

/** Steps the table's forced plays until someone must lead or the hand is over. */
export function playOut(s: BonanzaState): BonanzaState {
  let state = s;
  while (state.phase === 'play') state = go(state, { type: 'play' }).state;
  return state;
}

export function total(s: BonanzaState): number {
  return chipsOnTable(s);
}

/** Plays on with the table's events and each waiting seat's last legal move (sell, pass, keep, fold...) until `until`. */
export function playOn(
  s: BonanzaState,
  until: (s: BonanzaState) => boolean = (x) => x.phase === 'ante' || x.phase === 'over',
): BonanzaState {
  let state = s;
  for (let i = 0; i < 10_000 && !until(state); i += 1) {
    const table = tableEvent(state);
    if (table) {
      state = go(state, table).state;
      continue;
    }
    const seat = waitingFor(state)[0];
    if (seat === undefined) throw new Error(`nothing to do in ${state.phase}`);
    const moves = legal(state, seat);
    const last = moves[moves.length - 1];
    if (!last) throw new Error(`no legal move for seat ${seat} in ${state.phase}`);
    state = go(state, moveEvent(seat, last)).state;
  }
  return state;
}

/**
 * The dealer's next call with these shows (by seat, card names); every other seat that may decide
 * keeps. Returns the state after the call and every effect of it.
 */
export function call(
  s: BonanzaState,
  shows: Record<number, string> = {},
): { state: BonanzaState; effects: Effect[] } {
  const effects: Effect[] = [];
  let r = go(s, { type: 'next-call' });
  effects.push(...r.effects);
  const name = currentCall(s);
  if (name === null || name === 'poker') return { state: r.state, effects };
  for (let p = 0; p < s.players; p += 1) {
    if (r.state.phase !== 'showing' || !r.state.pending[p]) continue;
    const text = shows[p];
    r = go(
      r.state,
      text === undefined
        ? { type: 'keep', seat: p, call: name }
        : { type: 'show', seat: p, call: name, cards: cards(text) },
    );
    effects.push(...r.effects);
  }
  return { state: r.state, effects };
}
