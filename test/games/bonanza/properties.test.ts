// Properties over random seeds and tables: cards and chips conserved, run-outs end, logs replay, junk events change nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, JOKER, PACK_SIZE } from '../../../src/games/bonanza/rules/cards';
import { combinationsAt, type ShowCall } from '../../../src/games/bonanza/rules/combination';
import { shuffleAndDeal } from '../../../src/games/bonanza/rules/deal';
import type { BonanzaEvent } from '../../../src/games/bonanza/rules/events';
import { legal, moveEvent, tableEvent, waitingFor } from '../../../src/games/bonanza/rules/legal';
import type { OptionsInput } from '../../../src/games/bonanza/rules/options';
import { step } from '../../../src/games/bonanza/rules/step';
import {
  type BonanzaState,
  chipsOnTable,
  cloneState,
  DEAD,
  newGame,
} from '../../../src/games/bonanza/rules/state';
import { createRng, type Rng } from '../../../src/lib/rng';
import { invariantProblem } from '../../../src/games/bonanza/sim/invariants';
import { go, goAll } from './helpers';

const options = fc.record(
  {
    poker: fc.constantFrom('bet' as const, 'showdown' as const, 'off' as const),
    jokerRunOut: fc.constantFrom('dead' as const, 'discard' as const),
    endgame: fc.constantFrom('split' as const, 'keep' as const),
    raises: fc.integer({ min: 0, max: 4 }),
    bet: fc.integer({ min: 1, max: 5 }),
    deals: fc.integer({ min: 1, max: 6 }),
  },
  { requiredKeys: [] },
);
const players = fc.integer({ min: 2, max: 9 });
const seed = fc.integer({ min: 0, max: 0xffffffff });

/** A random legal event now (the table's own event when it is due). */
function randomLegal(s: BonanzaState, rng: Rng): BonanzaEvent {
  const table = tableEvent(s);
  if (table) return table;
  const seats = waitingFor(s);
  const seat = seats[rng.int(seats.length)] as number;
  const moves = legal(s, seat);
  const m = moves[rng.int(moves.length)];
  if (!m) throw new Error(`no legal move in ${s.phase}`);
  if (m.type === 'bid')
    return { type: 'bid', seat, amount: m.min + rng.int(Math.min(4, m.max - m.min + 1)) };
  if (m.type === 'five') {
    const from = m.from.slice();
    const five: Card[] = [];
    while (five.length < 5) five.push(from.splice(rng.int(from.length), 1)[0] as Card);
    return { type: 'five', seat, cards: five };
  }
  return moveEvent(seat, m);
}

/** A random event that is often illegal: any type, any seat, any cards. */
function randomJunk(s: BonanzaState, rng: Rng): unknown {
  const seat = rng.int(10) - 1;
  const someCards = () => Array.from({ length: rng.int(6) }, () => rng.int(55) - 1);
  const calls = ['joker', 'queenJack', 'sequence', 'tenTwo', 'poker', 'bonanza'];
  const all: unknown[] = [
    { type: 'ante' },
    { type: 'deal' },
    { type: 'next-call' },
    { type: 'play' },
    { type: 'widow', seat, choice: rng.next() < 0.5 ? 'swap' : 'sell' },
    { type: 'bid', seat, amount: rng.int(200) - 5 },
    { type: 'pass', seat },
    { type: 'show', seat, call: calls[rng.int(calls.length)], cards: someCards() },
    { type: 'keep', seat, call: calls[rng.int(calls.length)] },
    { type: 'poker', seat, action: ['check', 'bet', 'call', 'raise', 'fold', 'allin'][rng.int(6)] },
    { type: 'five', seat, cards: someCards() },
    { type: 'lead', seat, card: rng.int(55) - 1 },
    { type: 'lead', seat: s.turn, card: rng.int(53) },
    { type: 'deal', cards: { hands: [someCards(), someCards()], widow: someCards() } },
    { type: 'nope', seat },
    null,
    'play',
  ];
  return all[rng.int(all.length)];
}

function start(n: number, s: number, o: OptionsInput): BonanzaState {
  return newGame({ players: n, seed: s, options: o });
}

describe('properties', () => {
  it('the deal conserves the 53 cards: every card once, hand sizes as the rules give them', () => {
    fc.assert(
      fc.property(
        players,
        seed,
        fc.nat(8),
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        (n, s, d, outs) => {
          const inHand = Array.from({ length: n }, (_, p) => !outs[p] || p === d % n);
          if (inHand.filter(Boolean).length < 2) return;
          const dealt = shuffleAndDeal(d % n, inHand, createRng(s));
          const all = [...dealt.hands.flat(), ...dealt.widow].sort((a, b) => a - b);
          expect(all).toEqual(Array.from({ length: PACK_SIZE }, (_, i) => i));
          dealt.hands.forEach((h, p) => {
            if (!inHand[p]) expect(h).toEqual([]);
          });
          const sizes = [
            ...dealt.hands.filter((_, p) => inHand[p]).map((h) => h.length),
            dealt.widow.length,
          ];
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('chips are conserved exactly through every step, every hand and the end split; the game ends', () => {
    fc.assert(
      fc.property(players, seed, options, (n, s, o) => {
        let state = start(n, s, o);
        const total = chipsOnTable(state);
        const rng = createRng(s ^ 0x5eed);
        for (let i = 0; i < 20_000 && state.phase !== 'over'; i += 1) {
          const r = step(state, randomLegal(state, rng));
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
          expect(invariantProblem(state, total)).toBeNull();
          for (const e of r.effects) {
            if (e.type === 'hand-end') {
              expect(e.stacks.reduce((a, b) => a + b, 0) + e.sheet.reduce((a, b) => a + b, 0)).toBe(
                total,
              );
            }
          }
        }
        expect(state.phase).toBe('over');
        expect(state.winners.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it('the run-out always ends: any cards, any leads, within as many plays as there are cards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        seed,
        fc.constantFrom('dead' as const, 'discard' as const),
        (n, s, jokerRunOut) => {
          const rng = createRng(s);
          const base = cloneState(
            go(newGame({ players: n, seed: s, dealer: 0, options: { jokerRunOut } }), {
              type: 'ante',
            }).state,
          );
          base.where.fill(DEAD);
          base.held.fill(0);
          for (let c = 0; c < PACK_SIZE; c += 1) {
            const p = rng.int(n + 2) - 2;
            if (p >= 0) {
              base.where[c] = p;
              base.held[p]! += 1;
            }
          }
          if (base.held.some((h, p) => h === 0 || (h === 1 && base.where[JOKER] === p))) return;
          base.phase = 'lead';
          base.turn = 0;
          base.call = 5;
          let state: BonanzaState = base;
          let moves = 0;
          while (state.phase === 'lead' || state.phase === 'play') {
            state = go(state, randomLegal(state, rng)).state;
            moves += 1;
            expect(moves).toBeLessThanOrEqual(PACK_SIZE);
          }
          expect(state.won[9]).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a recorded event log replays to the same result', () => {
    fc.assert(
      fc.property(players, seed, options, (n, s, o) => {
        let state = start(n, s, o);
        const rng = createRng(s + 1);
        const log: BonanzaEvent[] = [];
        while (state.phase !== 'over') {
          const e = randomLegal(state, rng);
          log.push(JSON.parse(JSON.stringify(e)) as BonanzaEvent);
          state = go(state, e).state;
        }
        const replayed = goAll(start(n, s, o), log);
        expect(replayed).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 40 },
    );
  });

  it('random legal and illegal events never lose or duplicate a card or a chip; a refusal changes nothing', () => {
    fc.assert(
      fc.property(players, seed, options, (n, s, o) => {
        let state = start(n, s, o);
        const total = chipsOnTable(state);
        const rng = createRng(s + 2);
        for (let i = 0; i < 3000 && state.phase !== 'over'; i += 1) {
          const e = rng.next() < 0.5 ? randomJunk(state, rng) : randomLegal(state, rng);
          const before = JSON.stringify(state);
          const r = step(state, e);
          if (!r.ok) {
            expect(JSON.stringify(state)).toBe(before);
            continue;
          }
          state = r.state;
          expect(invariantProblem(state, total)).toBeNull();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the seats asked at a call are exactly those that hold one of its combinations', () => {
    fc.assert(
      fc.property(players, seed, (n, s) => {
        let state = go(start(n, s, {}), { type: 'ante' }).state;
        state = go(state, { type: 'deal' }).state;
        state = go(state, { type: 'widow', seat: state.dealer, choice: 'swap' }).state;
        for (const call of ['joker', 'queenJack', 'sequence', 'tenTwo'] as ShowCall[]) {
          const r = go(state, { type: 'next-call' }).state;
          for (let p = 0; p < n; p += 1) {
            const holds = (c: Card) => state.where[c] === p;
            const can = state.inHand[p] === true && combinationsAt(call, holds).length > 0;
            expect(r.phase === 'showing' && r.pending[p]).toBe(can);
          }
          state = r;
          while (state.phase === 'showing') {
            const seat = waitingFor(state)[0] as number;
            state = go(state, { type: 'keep', seat, call }).state;
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
