// Fuzz: random and hostile values sent to the table's entry from outside, on a stepping clock: it never fails or stops, and every game ends with its cards whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autopilot } from '../../../statecharts/azuma/autopilot';
import { botsConfig, runToEnd, watchTable } from '../../../statecharts/azuma/headless';
import { sendPerson } from '../../../statecharts/azuma/person';

const RUNS = Number(process.env.FUZZ_HOSTILE_RUNS ?? 2000);

/** The table's own state names, for forged timer events. */
const STATES = ['hand.dealing', 'hand.passing.waitingForCall', 'grabWindow', 'reveal', 'handEnd'];
const COLOURS = ['yellow', 'blue', 'pink', 'red', 'violet', 'green'];

/** One thing sent from outside: what kind, and numbers to make it from the table as it stands. */
const sent = fc.record({
  delay: fc.integer({ min: 0, max: 1500 }),
  kind: fc.constantFrom(
    'choose',
    'grab',
    'grab-ancient',
    'fake',
    'turn',
    'x',
    'bot-seat',
    'bot-fake',
    'empty',
    'type-number',
    'type-null',
    'child-error',
    'stop',
    'after',
    'unknown-type',
    'extra-key',
    'bot-move',
    'anything',
  ),
  seat: fc.integer({ min: -1, max: 7 }),
  index: fc.nat(60),
  offset: fc.integer({ min: -3000, max: 500 }),
  junk: fc.anything({ maxDepth: 2 }),
});
type Sent = typeof sent extends fc.Arbitrary<infer T> ? T : never;

describe('hostile fuzz', () => {
  it(`${RUNS} runs of random and hostile events from outside: no error, no stop, game over, cards conserved`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom('azuma', 'zuma-de', 'zuma-fr'),
        fc.constantFrom(3, 4, 5, 6),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.record({
          maxHandsPerRound: fc.constantFrom(1, 2),
          tiebreak: fc.boolean(),
          stallLimit: fc.integer({ min: 3, max: 60 }),
        }),
        fc.array(sent, { maxLength: 30 }),
        (edition, players, seed, options, steps) => {
          const n = players as 3 | 4 | 5 | 6;
          const config = botsConfig({
            edition,
            players: n,
            seed,
            people: [0],
            preset: 'lightning',
            options,
          });
          const run = watchTable(config);
          const value = (s: Sent): unknown => {
            const c = run.actor.getSnapshot().context;
            const hand = c.hands[0] ?? [];
            const now = run.clock.now();
            const bot = 1 + (s.index % (n - 1));
            switch (s.kind) {
              case 'choose':
                return { type: 'CHOOSE', player: 0, card: hand[s.index % 8] ?? s.index };
              case 'grab':
                return { type: 'GRAB', player: 0, stick: s.index % 6, at: now + s.offset };
              case 'grab-ancient':
                return { type: 'GRAB', player: 0, stick: s.index % 6, at: -1e9 };
              case 'fake':
                return { type: 'FAKE', player: 0 };
              case 'turn':
                return { type: 'TURN_BOARD', player: 0, rotation: s.offset / 100 };
              case 'x':
                return { type: 'PLACE_X', player: 0, colour: COLOURS[s.index % COLOURS.length] };
              case 'bot-seat': {
                const types = ['CHOOSE', 'GRAB', 'TURN_BOARD', 'PLACE_X'];
                const type = types[s.index % types.length];
                return { type, player: s.seat, card: s.index, stick: 0, at: now, rotation: 1 };
              }
              case 'bot-fake':
                return { type: 'FAKE', player: bot };
              case 'empty':
                return {};
              case 'type-number':
                return { type: 5 };
              case 'type-null':
                return { type: null };
              case 'child-error':
                return { type: `xstate.error.actor.bot-${bot}`, error: new Error('forged') };
              case 'stop':
                return { type: 'xstate.stop' };
              case 'after':
                return {
                  type: `xstate.after.${s.index % 2 ? 'grabWindowDelay' : 'tableTimer'}.table.${STATES[s.index % STATES.length]}`,
                };
              case 'unknown-type':
                return { type: `JUNK${s.index}`, player: 0 };
              case 'extra-key':
                return { type: 'FAKE', player: 0, fakse: true };
              case 'bot-move':
                return { type: 'bot.move', move: { type: 'FAKE', player: bot } };
              case 'anything':
                return s.junk;
            }
          };
          for (const s of steps) {
            run.clock.advance(s.delay);
            sendPerson(run.actor, value(s));
            expect(run.actor.getSnapshot().status).toBe('active');
          }
          // No fake nor grab ever reaches the flow for a bot's seat from outside.
          const c = run.actor.getSnapshot().context;
          expect(c.log.every((e) => e.event.player === 0)).toBe(true);
          autopilot(run.actor, 0, seed);
          expect(runToEnd(run)).toBe(true);
          expect(run.actor.getSnapshot().status).toBe('active');
          expect(run.violations).toEqual([]);
          const refused = run.events.filter((e) => e.type === 'refused');
          for (const e of refused) {
            expect(e.refusal.reason.length).toBeGreaterThan(0);
            expect(e.refusal.event.length).toBeLessThanOrEqual(60);
          }
          run.actor.stop();
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
