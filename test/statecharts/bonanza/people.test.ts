// People at the table: a person who has not decided holds it up; the optional turn clock decides the safe choice for him.
import { describe, expect, it } from 'vitest';
import { presetParams } from '../../../src/games/bonanza/bots/presets';
import { outOfTimeMove } from '../../../src/games/bonanza/rules/out-of-time';
import { playBonanzaGame } from '../../../src/games/bonanza/sim/play';
import { PACES } from '../../../src/games/bonanza/sim/timing';
import { stepsOf } from '../../../statecharts/bonanza/headless';
import * as S from '../../../statecharts/bonanza/selectors';
import { bot, person, Table } from './harness';

const seats = [person(), bot('expert', 'quick'), bot('basic', 'quick')];

describe('people', () => {
  it('a person who has not decided holds up the table: no timer is left, time passes, nothing moves', () => {
    const t = new Table({ config: { players: 3, seed: 21, dealer: 1, seats } });
    // Timers fire until only the person is left to decide.
    t.run.clock.runUntil(() => false, 10_000);
    expect(t.run.clock.pending()).toBe(0);
    expect(S.selectHoldingUp(t.snap)).toEqual([0]);
    expect(S.selectIsAsked(0)(t.snap)).toBe(true);
    expect(S.selectDeadline(0)(t.snap)).toBeNull();
    const steps = t.snap.context.steps;
    const stage = t.stage();
    t.advance(3_600_000);
    expect(t.snap.context.steps).toBe(steps);
    expect(t.stage()).toBe(stage);
    // He decides: the table moves on.
    t.act(0);
    expect(t.snap.context.steps).toBe(steps + 1);
    expect(t.snap.context.log).toHaveLength(1);
    expect(t.run.clock.pending()).toBeGreaterThan(0);
  });

  it('the turn clock decides for a person out of time: the safe choice, announced as timed-out', () => {
    const t = new Table({
      config: { players: 3, seed: 21, dealer: 1, seats, turnClockMs: 5000 },
    });
    t.until((x) => x.asked().length > 0);
    const asked = t.now;
    const deadline = S.selectDeadline(0)(t.snap) as number;
    // Whole ms plus seat 0's lane, 5 s on.
    expect(deadline).toBe(Math.ceil(asked) + 5000 + 1 / 16);
    const expected = outOfTimeMove(t.game, 0);
    t.advance(deadline - asked - 1);
    expect(S.selectHoldingUp(t.snap)).toEqual([0]);
    expect(t.emitted('timed-out')).toEqual([]);
    t.advance(1);
    expect(t.emitted('timed-out')).toEqual([{ type: 'timed-out', seat: 0, move: expected }]);
    expect(t.emitted('step').at(-1)).toMatchObject({ event: expected, by: 'turn-clock' });
    // The turn clock's decisions are not the person's: the replay log stays empty.
    expect(t.snap.context.log).toEqual([]);
  });

  it('a person who never acts: the turn clock plays his whole game, exactly as the fast loop does with the same clock', () => {
    const bots = [presetParams('quick', 'expert'), presetParams('quick', 'basic')];
    const t = new Table({
      config: {
        players: 3,
        seed: 33,
        seats,
        turnClockMs: 4000,
        pace: 'fast',
        options: { deals: 3 },
      },
    });
    t.run.clock.runUntil(() => t.over(), 1_000_000);
    expect(t.over()).toBe(true);
    const fast = playBonanzaGame({
      players: 3,
      seed: 33,
      bots: [null, ...bots],
      options: { deals: 3 },
      timing: PACES.fast,
      people: { moves: [], turnClockMs: 4000 },
      keepLog: true,
    });
    expect(fast.timeouts).toBe(t.emitted('timed-out').length);
    expect(fast.timeouts).toBeGreaterThan(10);
    expect(stepsOf(t.run.emitted)).toEqual(fast.log);
    expect(t.game).toEqual(fast.state);
    expect(t.violations).toEqual([]);
  });
});
