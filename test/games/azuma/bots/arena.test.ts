// The arena: expert beats basic beats random in every edition (2,000 games each, non-overlapping 95 % intervals),
// and the CLI refuses bad arguments.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { clearlyAbove, wilson } from '../../../../src/games/azuma/bots/stats';
import { arena } from '../../../../src/games/azuma/sim/arena';

const run = promisify(execFile);

describe('arena', () => {
  it.each(['azuma', 'zuma-de', 'zuma-fr'] as const)(
    '%s, 4 players, 2000 games: expert > basic > random, intervals apart',
    (edition) => {
      const r = arena({
        edition,
        players: 4,
        games: 2000,
        seed: 7,
        skills: ['expert', 'basic', 'basic', 'random'],
        preset: 'normal',
      });
      const [expert, basic1, basic2, random] = r.seats.map((s) => ({
        low: s.ci95[0],
        high: s.ci95[1],
      }));
      expect(clearlyAbove(expert!, basic1!)).toBe(true);
      expect(clearlyAbove(expert!, basic2!)).toBe(true);
      expect(clearlyAbove(basic1!, random!)).toBe(true);
      expect(clearlyAbove(basic2!, random!)).toBe(true);
      // Same reaction preset at every seat: only card play differs.
      const recognition = r.seats.map((s) => s.meanRecognitionMs);
      expect(Math.max(...recognition) - Math.min(...recognition)).toBeLessThan(25);
    },
    120_000,
  );

  it('computes Wilson intervals', () => {
    const w = wilson(50, 100);
    expect(w.p).toBe(0.5);
    expect(w.low).toBeCloseTo(0.404, 2);
    expect(w.high).toBeCloseTo(0.596, 2);
  });

  it.each([
    [
      [
        '--games',
        '10',
        '--players',
        '4',
        '--edition',
        'zuma-de',
        '--bots',
        'expert,basic',
        '--seed',
        '1',
      ],
      /lists 2 skills for 4 players/,
    ],
    [
      [
        '--games',
        '10',
        '--players',
        '4',
        '--edition',
        'zuma-de',
        '--bots',
        'expert,genius,basic,basic',
        '--seed',
        '1',
      ],
      /bad value for --bots/,
    ],
    [
      [
        '--games',
        'x',
        '--players',
        '4',
        '--edition',
        'zuma-de',
        '--bots',
        'basic,basic,basic,basic',
        '--seed',
        '1',
      ],
      /bad value for --games/,
    ],
  ])('bad arguments %j: usage and exit 2', async (args, message) => {
    const out = await run('npm', ['run', '-s', 'arena', '--', ...args]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect('code' in out ? out.code : 0).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stderr).toMatch(/usage: npm run -s arena/);
  });

  it('prints a table per seat with win rate, interval, points, delays and decision time', async () => {
    const { stdout } = await run('npm', [
      'run',
      '-s',
      'arena',
      '--',
      '--games',
      '20',
      '--players',
      '4',
      '--edition',
      'azuma',
      '--bots',
      'expert,basic,basic,random',
      '--seed',
      '7',
    ]);
    expect(stdout).toMatch(
      /win rate\s+95% CI\s+mean points\s+recognition ms\s+reaction ms\s+act decision us/,
    );
    expect(stdout.trim().split('\n')).toHaveLength(6);
  });
});
