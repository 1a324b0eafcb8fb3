// The AZACRU arena core and runner: seats rotate, results are reproducible, skills rank, and the CLI answers.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { botParams } from '../../../src/games/azacru/bots/presets';
import { UsageError } from '../../../src/cli/args';
import { arenaAzacru, seatOf, teamsOf } from '../../../src/games/azacru/sim/arena';
import { ARENA_THINK_SECONDS, azacruArenaMain } from '../../../src/games/azacru/sim/arena-cli';
import { MAX_TURNS, playGame } from '../../../src/games/azacru/sim/play';
import { wilson } from '../../../src/games/azacru/sim/stats';

const run = promisify(execFile);
const clock = () => 0;

describe('arena', () => {
  it('rotates seats so that every bot sits at every seat equally often', () => {
    for (const n of [2, 3, 4]) {
      for (let bot = 0; bot < n; bot += 1) {
        const seats = Array.from({ length: n }, (_, g) => seatOf(bot, g, n)).sort();
        expect(seats).toEqual([...Array(n).keys()]);
      }
    }
  });

  it('a bots-only game ends, its scores are the fields of each colour, and it replays from its seed', () => {
    const bots = [botParams('basic', 3), botParams('random', 3), botParams('random', 3)];
    const a = playGame(3, bots, 42, clock);
    expect(a.capped).toBe(false);
    expect(a.turns).toBeLessThan(MAX_TURNS);
    expect(a.scores.reduce((s, x) => s + x, 0)).toBeLessThanOrEqual(81);
    expect(a.winners).toEqual(a.scores.flatMap((s, p) => (s === Math.max(...a.scores) ? [p] : [])));
    expect(playGame(3, bots, 42, clock)).toEqual(a);
  });

  it('basic beats random (2 players, 200 games, intervals apart), shared wins split', () => {
    const r = arenaAzacru({ players: 2, games: 200, bots: ['basic', 'random'], seed: 7 }, clock);
    const [basic, random] = r.bots;
    expect(basic!.ci95[0]).toBeGreaterThan(random!.ci95[1]);
    expect(basic!.wins + random!.wins).toBeCloseTo(200, 6);
    expect(basic!.meanMarkers).toBeGreaterThan(random!.meanMarkers);
  });

  it('the expert beats basic and random at 3 players even on a small budget', () => {
    const r = arenaAzacru(
      { players: 3, games: 20, bots: ['expert', 'basic', 'random'], seed: 7, budgets: [200] },
      clock,
    );
    expect(r.bots[0]!.iterations).toBe(200);
    expect(r.bots[0]!.ci95[0]).toBeGreaterThan(r.bots[1]!.ci95[1]);
    expect(r.bots[0]!.ci95[0]).toBeGreaterThan(r.bots[2]!.ci95[1]);
  });

  it('more thinking wins: at 2 players ten times the iterations beats the same expert (30 games, intervals apart)', () => {
    // The think-time ladder in small (the README's runs use 1 s against 0.1 s per move): a guard
    // that the search's budget still buys strength, cheap enough for every run of the tests.
    const r = arenaAzacru(
      { players: 2, games: 30, bots: ['expert', 'expert'], seed: 7, budgets: [500, 50] },
      clock,
    );
    const [long, short] = r.bots;
    expect([long!.iterations, short!.iterations]).toEqual([500, 50]);
    expect(long!.ci95[0]).toBeGreaterThan(short!.ci95[1]);
    expect(long!.headToHead).toBeGreaterThan(0.5);
  }, 180_000);

  it('takes bots with the same settings together: the share of games one of them won', () => {
    const expert = botParams('expert', 4);
    const strong = { ...expert, search: { ...expert.search, iterations: 150 } };
    const weak = { ...expert, search: { ...expert.search, iterations: 15 } };
    expect(teamsOf([strong, weak, strong, weak])).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(teamsOf([strong, weak, botParams('basic', 4), botParams('random', 4)])).toEqual([]);
    const r = arenaAzacru(
      { players: 4, games: 8, bots: [strong, weak, strong, weak], seed: 3 },
      clock,
    );
    const [a, b] = r.teams;
    expect(a!.members).toEqual([0, 2]);
    expect(a!.iterations).toBe(150);
    expect(a!.wins).toBeCloseTo(r.bots[0]!.wins + r.bots[2]!.wins, 9);
    expect(a!.wins + b!.wins).toBeCloseTo(8, 9);
    expect(a!.fairShare).toBe(0.5);
    expect(a!.ci95[0]).toBeLessThanOrEqual(a!.winShare);
    expect(a!.ci95[1]).toBeGreaterThanOrEqual(a!.winShare);
    const lines: string[] = [];
    azacruArenaMain(
      [
        '--players',
        '4',
        '--games',
        '2',
        '--bots',
        'expert,basic,expert,basic',
        '--seed',
        '1',
      ].concat(['--iterations', '100,1,100,1']),
      (text) => lines.push(text),
    );
    expect(lines[0]).toMatch(/\nbots 1, 3: expert 100 +\d+\.\d% +\[.*\] +\(fair share 50\.0%\)/);
    expect(lines[0]).toMatch(/\nbots 2, 4: basic +\d/);
  });

  it('computes Wilson intervals', () => {
    const w = wilson(50, 100);
    expect(w.low).toBeCloseTo(0.404, 2);
    expect(w.high).toBeCloseTo(0.596, 2);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('the CLI prints a table, and refuses bad options with exit 2', async () => {
    const { stdout } = await run('npm', [
      'run',
      '-s',
      'arena',
      '--',
      '--game',
      'azacru',
      '--players',
      '2',
      '--games',
      '6',
      '--bots',
      'basic,random',
      '--seed',
      '7',
    ]);
    expect(stdout).toMatch(/^arena: azacru, 2 players, 6 games, seed 7/);
    expect(stdout).toMatch(/\n1 {4}basic/);
    const bad = await run('npm', [
      'run',
      '-s',
      'arena',
      '--',
      '--game',
      'azacru',
      '--players',
      '5',
    ]).catch((e: { code: number; stderr: string }) => e);
    expect('code' in bad && bad.code).toBe(2);
    expect('stderr' in bad && bad.stderr).toMatch(/^arena: bad value for --players: 5\nusage: /);
  });

  it('--think takes 0.1 to 3 seconds per bot, nothing else', () => {
    const lines: string[] = [];
    const arena = (think: string) =>
      azacruArenaMain(
        ['--players', '2', '--games', '1', '--bots', 'basic,random', '--seed', '1'].concat(
          think ? ['--think', think] : [],
        ),
        (text) => lines.push(text),
      );
    for (const bad of ['5,0.1', '0.05,1', '1', '1,x', '-1,1', '1e0,1']) {
      expect(() => arena(bad)).toThrow(UsageError);
    }
    expect(() => arena('3,0.1')).not.toThrow();
    expect(lines).toHaveLength(1);
    expect(ARENA_THINK_SECONDS).toEqual([0.1, 3]);
  });
});
