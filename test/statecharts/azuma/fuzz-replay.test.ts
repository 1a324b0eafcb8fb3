// Fuzz: random events from a person at random times never break the table; replay: seed + log = same game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../../src/games/azuma/rules';
import { autopilot } from '../../../statecharts/azuma/autopilot';
import { botsConfig, runToEnd, watchTable } from '../../../statecharts/azuma/headless';
import { replay } from '../../../statecharts/azuma/replay';
import type { PlayerEvent } from '../../../src/games/azuma/flow/types';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const COLOURS: Colour[] = ['yellow', 'blue', 'pink', 'red', 'violet'];

const step = fc.record({
  delay: fc.integer({ min: 0, max: 2500 }),
  kind: fc.constantFrom('choose', 'choose-any', 'grab', 'fake', 'turn', 'x', 'junk'),
  index: fc.nat(60),
  stick: fc.integer({ min: -1, max: 6 }),
  offset: fc.integer({ min: -800, max: 800 }),
});

describe('fuzz', () => {
  it(`${RUNS} random event sequences from a person never throw, lose or duplicate a card, and reach game over`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom('azuma', 'zuma-de', 'zuma-fr'),
        fc.constantFrom(3, 4, 5, 6),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(step, { maxLength: 40 }),
        (edition, players, seed, steps) => {
          const config = botsConfig({
            edition,
            players: players as 3 | 4 | 5 | 6,
            seed,
            people: [0],
            preset: 'lightning',
          });
          const run = watchTable(config);
          for (const s of steps) {
            run.clock.advance(s.delay);
            const ctx = run.actor.getSnapshot().context;
            const hand = ctx.hands[0] ?? [];
            const event: PlayerEvent | { type: string; player: string } =
              s.kind === 'choose'
                ? {
                    type: 'CHOOSE',
                    player: 0,
                    card: hand[s.index % Math.max(1, hand.length)] ?? -1,
                  }
                : s.kind === 'choose-any'
                  ? { type: 'CHOOSE', player: s.index % 8, card: s.index }
                  : s.kind === 'grab'
                    ? { type: 'GRAB', player: 0, stick: s.stick, at: run.clock.now() + s.offset }
                    : s.kind === 'fake'
                      ? { type: 'FAKE', player: 0 }
                      : s.kind === 'turn'
                        ? {
                            type: 'TURN_BOARD',
                            player: s.index % players,
                            rotation: s.offset / 100,
                          }
                        : s.kind === 'x'
                          ? {
                              type: 'PLACE_X',
                              player: 0,
                              colour: COLOURS[s.index % COLOURS.length]!,
                            }
                          : { type: 'JUNK', player: 'x' };
            run.actor.send(event as PlayerEvent);
          }
          autopilot(run.actor, 0, seed);
          expect(runToEnd(run)).toBe(true);
          expect(run.violations).toEqual([]);
          expect(run.actor.getSnapshot().status).not.toBe('error');
          run.actor.stop();
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});

describe('replay', () => {
  it('the same seed and event log give the same final sheet', () => {
    const config = botsConfig({
      edition: 'azuma',
      players: 4,
      seed: 99,
      people: [0],
      preset: 'quick',
    });
    const run = watchTable(config);
    autopilot(run.actor, 0, 5);
    // The person also grabs now and then, at odd moments.
    let n = 0;
    run.actor.on('pickup', () => {
      n += 1;
      if (n % 7 === 0)
        run.actor.send({ type: 'GRAB', player: 0, stick: n % 3, at: run.clock.now() });
    });
    expect(runToEnd(run)).toBe(true);
    const ctx = run.actor.getSnapshot().context;
    expect(ctx.log.some((e) => e.event.type === 'GRAB')).toBe(true);
    const again = replay(config, ctx.log);
    expect(again.book).toEqual(ctx.book);
    expect(again.log).toEqual(ctx.log);
  });
});
