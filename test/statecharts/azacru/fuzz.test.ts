// Fuzz: random, malformed and hostile person events at random times never break the table; the game still finishes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegalMove } from '../../../src/games/azacru/rules/flow';
import type { SeatInput } from '../../../src/games/azacru/save/config';
import { bot, person, positionProblem, Table } from './harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const TYPES = [
  'SELECT_CHEVRON',
  'SELECT_TARGET',
  'SELECT_TWIST',
  'CONFIRM',
  'CANCEL',
  'MOVE',
  'PASS',
] as const;

/** A number a screen might send: in range, out of range, not whole, not finite. */
const anyNumber = fc.oneof(
  fc.integer({ min: 0, max: 80 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -0, 81, 4, 1e300),
);

/** One thing the fuzz does, after `delay` ms of the table's clock. */
const action = fc.record({
  delay: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3000 })),
  what: fc.oneof(
    // A legal choice by the person to move: the first steps of choosing the n-th legal move (all: played).
    fc.record({
      kind: fc.constant('legal' as const),
      n: fc.nat(1000),
      parts: fc.integer({ min: 1, max: 4 }),
    }),
    // A well-shaped event of any type, player and field, right or wrong.
    fc.record({
      kind: fc.constant('shaped' as const),
      type: fc.constantFrom(...TYPES),
      player: fc.oneof(fc.integer({ min: 0, max: 3 }), anyNumber),
      field: anyNumber,
      to: anyNumber,
      twist: fc.constantFrom('none', 'left', 'right', 'up', 3, undefined),
      extra: fc.boolean(),
    }),
    // Anything at all: {}, {type: 5}, unknown types, strings, arrays, nested junk.
    fc.record({
      kind: fc.constant('any' as const),
      value: fc.oneof(
        fc.constantFrom(
          {},
          { type: 5 },
          { type: 'JUMP', player: 0 },
          { type: 'xstate.stop' },
          { type: '*' },
          { type: 'bot.move', bot: null, turn: 0, move: null },
          { type: 'unreadable' },
          null,
          undefined,
          5,
          'CONFIRM',
        ),
        fc.anything(),
        fc.record({ type: fc.string(), player: anyNumber }),
      ),
    }),
  ),
});

function seatsOf(players: number, kinds: readonly number[]): SeatInput[] {
  return Array.from({ length: players }, (_, i) => {
    if (i === 0) return person();
    switch (kinds[i] ?? 0) {
      case 0:
        return bot('random', 2);
      case 1:
        return bot('basic', 2);
      case 2:
        return bot('expert', 2, 40);
      default:
        return person(`P${i + 1}`);
    }
  });
}

/** A well-shaped event of a type (its own fields, maybe wrong values), now and then with a key too many. */
function shaped(w: {
  type: (typeof TYPES)[number];
  player: number;
  field: number;
  to: number;
  twist: unknown;
  extra: boolean;
}): unknown {
  const { type, player } = w;
  const twist = w.twist === undefined ? {} : { twist: w.twist };
  const fields =
    type === 'SELECT_CHEVRON' || type === 'SELECT_TARGET'
      ? { field: w.field }
      : type === 'SELECT_TWIST'
        ? twist
        : type === 'MOVE'
          ? { from: w.field, to: w.to, ...twist }
          : {};
  return { type, player, ...fields, ...(w.extra && w.field > 70 ? { junk: 1 } : {}) };
}

/** The first `parts` events of choosing the n-th legal move (chevron, target, twist, confirm). */
function legalParts(t: Table, n: number, parts: number): unknown[] {
  const m = t.ctx.legal[n % Math.max(1, t.ctx.legal.length)];
  if (!m) return [{ type: 'PASS', player: t.game.toMove ?? 0 }];
  return t.chooseEvents(m).slice(0, parts);
}

describe('fuzz', () => {
  it(
    `${RUNS} runs of random person events, malformed ones included: no error, no throw, the game ends`,
    () => {
      const codes = new Set<string>();
      let accepted = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(2, 3, 4),
          fc.integer({ min: 0, max: 0xffffffff }),
          fc.array(fc.nat(3), { minLength: 4, maxLength: 4 }),
          fc.constantFrom('normal', 'fast', 'instant'),
          fc.array(action, { maxLength: 30 }),
          fc.nat(1000),
          (players, seed, kinds, pace, actions, pick) => {
            const t = new Table({
              config: { players, seed, pace, seats: seatsOf(players, kinds) },
            });
            const check = () => {
              expect(t.snap.status).toBe('active');
              expect(positionProblem(t.game)).toBeNull();
            };
            for (const a of actions) {
              t.advance(a.delay);
              const w = a.what;
              if (w.kind === 'legal') for (const e of legalParts(t, w.n, w.parts)) t.send(e);
              else if (w.kind === 'any') t.send(w.value);
              else t.send(shaped(w));
              check();
              if (t.over()) break;
            }
            const refusals = t.emitted('refused');
            for (const r of refusals) {
              expect(r.refusal.reason.length).toBeGreaterThan(3);
              codes.add(r.refusal.code);
            }
            accepted += t.emitted('step').filter((e) => e.by === 'person').length;
            // Then each person plays a move of their choice whenever asked: the game reaches its end.
            t.play((legal) => legal[pick % legal.length] as LegalMove);
            expect(t.over()).toBe(true);
            check();
            expect(t.effects().at(-1)?.type).toBe('gameOver');
            expect(t.violations).toEqual([]);
            t.run.actor.stop();
          },
        ),
        { numRuns: RUNS, seed: 20261124 },
      );
      // The events reached the table's every judge, and some of them were moves it took.
      if (RUNS >= 100) {
        expect(accepted).toBeGreaterThan(RUNS / 4);
        for (const code of ['malformed', 'unknown-event', 'bot-seat', 'busy', 'no-chevron'])
          expect(codes).toContain(code);
      }
    },
    Math.max(60_000, RUNS * 200),
  );
});
