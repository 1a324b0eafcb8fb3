// Fuzz: random and hostile person events at random times never stop or break the table; chips and cards conserved throughout.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALLS, POKER_ACTIONS } from '../../../src/games/bonanza/rules/events';
import { moveEvent } from '../../../src/games/bonanza/rules/legal';
import { chipsOnTable } from '../../../src/games/bonanza/rules/state';
import { invariantProblem } from '../../../src/games/bonanza/sim/invariants';
import { bot, person, Table } from './harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SKILLS = ['random', 'basic', 'expert'] as const;

const action = fc.record({
  delay: fc.integer({ min: 0, max: 4000 }),
  kind: fc.constantFrom(
    'legal',
    'legal',
    'legal',
    'any-seat',
    'bot-seat',
    'unknown-type',
    'xstate',
    'raw-xstate',
    'bad-payload',
    'table-event',
    'not-an-object',
    'forged',
  ),
  n: fc.nat(1000),
});

describe('fuzz', () => {
  it(`${RUNS} runs of random and hostile person events: the actor never errors or stops, the game ends, chips and cards conserved after every step`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.constantFrom(...SKILLS), { minLength: 4, maxLength: 4 }),
        fc.constantFrom(null, 1000, 2500),
        fc.array(action, { maxLength: 24 }),
        (players, seed, skills, turnClockMs, actions) => {
          const t = new Table({
            config: {
              players,
              seed,
              pace: 'fast',
              options: { deals: 1 },
              turnClockMs,
              seats: [person(), ...skills.slice(0, players - 1).map((s) => bot(s, 'lightning'))],
            },
          });
          const start = chipsOnTable(t.game);
          const check = () => {
            expect(t.snap.status).toBe('active');
            expect(invariantProblem(t.game, start)).toBeNull();
          };
          for (const a of actions) {
            t.advance(a.delay);
            const seat = a.n % 10;
            switch (a.kind) {
              case 'legal': {
                const moves = t.legal(0);
                const m = moves[a.n % Math.max(1, moves.length)];
                if (m) t.send(moveEvent(0, m));
                break;
              }
              case 'any-seat':
                t.send(
                  [
                    { type: 'pass', seat },
                    { type: 'bid', seat, amount: a.n % 7 },
                    { type: 'keep', seat, call: CALLS[a.n % 5] },
                    { type: 'show', seat, call: CALLS[a.n % 5], cards: [a.n % 53, (a.n + 7) % 53] },
                    { type: 'poker', seat, action: POKER_ACTIONS[a.n % 5] },
                    { type: 'five', seat, cards: [1, 2, 3, 4, a.n % 53] },
                    { type: 'lead', seat, card: a.n % 53 },
                    { type: 'widow', seat, choice: a.n % 2 ? 'swap' : 'sell' },
                  ][a.n % 8],
                );
                break;
              case 'bot-seat':
                t.send({ type: 'pass', seat: 1 + (a.n % (players - 1)) });
                break;
              case 'unknown-type':
                t.send({ type: `x${a.n}`, seat: 0 });
                break;
              case 'xstate':
                t.send({
                  type: ['xstate.stop', 'xstate.init', 'xstate.error.actor.bot-1', '*'][a.n % 4],
                });
                break;
              case 'raw-xstate':
                // Straight to the actor, past the person gate: all but xstate.stop and `*` (xstate's own).
                t.run.actor.send({
                  type: [
                    'xstate.init',
                    'xstate.error.actor.bot-1',
                    'xstate.done.actor.bot-1',
                    'xstate.after.callDelay.bonanza.calling',
                  ][a.n % 4],
                } as never);
                break;
              case 'bad-payload':
                t.send(
                  [
                    { type: 'bid', seat: 0, amount: -1 },
                    { type: 'bid', seat: 0, amount: 1.5 },
                    { type: 'lead', seat: 0, card: 'AS' },
                    { type: 'show', seat: 0, call: 'joker', cards: 'JK' },
                    { type: 'five', seat: 0, cards: new Array(60).fill(1) },
                    { type: 'pass', seat: '0' },
                    { type: 'pass', seat: 0, extra: true },
                    { type: 'poker', seat: 0, action: 'allin' },
                  ][a.n % 8],
                );
                break;
              case 'table-event':
                t.send({ type: ['ante', 'deal', 'next-call', 'play'][a.n % 4] });
                break;
              case 'not-an-object':
                t.send([undefined, 7, 'bid', [1, 2], true][a.n % 5]);
                break;
              case 'forged':
                t.send(
                  a.n % 2
                    ? { type: 'turn-clock', seat: 0, at: a.n }
                    : { type: 'bot.move', bot: null, move: { type: 'pass', seat: 1 } },
                );
                break;
            }
            check();
          }
          // Then the person plays his last legal move whenever asked: the game reaches its end.
          for (let i = 0; i < 5000 && !t.over(); i += 1) {
            const moves = t.legal(0);
            const last = moves[moves.length - 1];
            if (t.asked().includes(0) && last) t.send(moveEvent(0, last));
            else if (!t.run.clock.step()) break;
          }
          expect(t.over()).toBe(true);
          check();
          expect(t.violations).toEqual([]);
          t.run.actor.stop();
        },
      ),
      { numRuns: RUNS, seed: 20261123 },
    );
  });
});
