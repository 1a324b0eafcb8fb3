// Bots as child actors of the table: they turn the board as dealer, race with sampled delays, never stall a hand.
import { describe, expect, it } from 'vitest';
import { reachDistance } from '../../../../src/games/azuma/rules/geometry';
import { botsConfig, runToEnd, watchTable } from '../../../../statecharts/azuma/headless';

describe('bot actors', () => {
  it('a bot dealer turns the board in its own favour before the first call', () => {
    const run = watchTable({
      ...botsConfig({ edition: 'azuma', players: 4, seed: 3 }),
      firstDealer: 2,
    });
    run.clock.runUntil(() => run.events.some((e) => e.type === 'call'));
    const ctx = run.actor.getSnapshot().context;
    expect(ctx.dealer).toBe(2);
    expect(ctx.rotation).not.toBe(0);
    const nearest = (r: number) =>
      Math.min(...ctx.sticks.map((s) => reachDistance(2, 4, s.id, ctx.sticks.length, r)));
    expect(nearest(ctx.rotation)).toBeLessThanOrEqual(nearest(0));
  });

  it('records sampled recognition and reaction delays, near the preset means', () => {
    const run = watchTable(
      botsConfig({ edition: 'zuma-de', players: 5, seed: 8, preset: 'quick' }),
    );
    expect(runToEnd(run)).toBe(true);
    const snap = run.actor.getSnapshot();
    const delays = Object.values(snap.children).flatMap((c) => {
      const ctx = (
        c as unknown as {
          getSnapshot(): { context: { brain: { reactions: readonly number[] } } };
        }
      ).getSnapshot().context;
      return ctx.brain.reactions;
    });
    expect(delays.length).toBeGreaterThan(20);
    const mean = delays.reduce((a, b) => a + b, 0) / delays.length;
    expect(mean).toBeGreaterThan(250);
    expect(mean).toBeLessThan(350);
  });

  it('bots-only games always finish, in every edition, with mistakes on (relaxed bots)', () => {
    for (const edition of ['azuma', 'zuma-de', 'zuma-fr'] as const) {
      const run = watchTable(
        botsConfig({
          edition,
          players: 3,
          seed: 21,
          preset: 'relaxed',
          skills: ['random', 'basic', 'expert'],
        }),
      );
      expect(runToEnd(run)).toBe(true);
      expect(run.violations).toEqual([]);
    }
  });
});
