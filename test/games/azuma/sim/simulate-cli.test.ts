// The simulator CLI on a small count: complete games, the figures' shape, no invariant violations; bad args exit 2.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function simulate(args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'simulate', '--', ...args]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('simulate CLI', () => {
  it.each(['azuma', 'zuma-de', 'zuma-fr'])(
    '%s: plays complete bots-only games and prints the figures',
    async (edition) => {
      const out = await simulate([
        '--edition',
        edition,
        '--players',
        '6',
        '--games',
        '3',
        '--seed',
        '1',
      ]);
      expect(out.code).toBe(0);
      const r = JSON.parse(out.stdout);
      expect(r).toMatchObject({
        edition,
        players: 6,
        games: 3,
        invariantViolations: 0,
        unfinishedGames: 0,
      });
      for (const key of ['wallMs', 'gamesPerSecond', 'handsPerGame', 'redealsAfterStalls'])
        expect(typeof r[key]).toBe('number');
      expect(r.handsPerGame).toBeGreaterThanOrEqual(3);
      expect(r.callsPerHand.p95).toBeGreaterThanOrEqual(r.callsPerHand.mean * 0.5);
      expect(r.firstGrabWinsBySeat).toHaveLength(6);
    },
    60_000,
  );

  it.each([
    [
      ['--edition', 'uno', '--players', '4', '--games', '1', '--seed', '1'],
      /bad value for --edition/,
    ],
    [
      ['--edition', 'azuma', '--players', '7', '--games', '1', '--seed', '1'],
      /bad value for --players/,
    ],
    [['--edition', 'azuma', '--players', '4', '--seed', '1'], /--games is required/],
    [
      ['--edition', 'azuma', '--players', '4', '--games', '1', '--seed', '1', '--speed', '3'],
      /unknown option --speed/,
    ],
  ])('bad arguments %j: usage and exit 2', async (args, message) => {
    const out = await simulate(args);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stderr).toMatch(/usage: npm run -s simulate/);
  });
});
