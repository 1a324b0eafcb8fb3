// The fast loop and the arena: the in-place path equals the plain one exactly, logs replay and referee, the CLIs answer.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Skill } from '../../../src/games/bonanza/bots/params';
import { presetParams } from '../../../src/games/bonanza/bots/presets';
import type { OptionsInput } from '../../../src/games/bonanza/rules/options';
import { writeRecord } from '../../../src/games/bonanza/rules/record-writer';
import { refereeBonanza } from '../../../src/games/bonanza/rules/referee';
import { chipsOnTable, newGame } from '../../../src/games/bonanza/rules/state';
import { arenaBonanza } from '../../../src/games/bonanza/sim/arena';
import { playBonanzaGame } from '../../../src/games/bonanza/sim/play';
import { simulateBonanza } from '../../../src/games/bonanza/sim/simulate';
import { TABLE_TIMING } from '../../../src/games/bonanza/sim/timing';
import { goAll } from './helpers';

const run = promisify(execFile);
async function npm(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', script, '--', ...args]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// The command lines start at once and run beside the in-process tests.
const cli = Promise.all([
  npm('simulate', ['--game', 'bonanza', '--players', '4', '--games', '5', '--seed', '1']),
  npm('arena', [
    '--game',
    'bonanza',
    '--games',
    '20',
    '--players',
    '3',
    '--bots',
    'expert,basic,random',
    '--seed',
    '7',
  ]),
  npm('simulate', ['--game', 'bonanza', '--players', '12', '--games', '5', '--seed', '1']),
  npm('arena', [
    '--game',
    'bonanza',
    '--games',
    '5',
    '--players',
    '3',
    '--bots',
    'expert,basic',
    '--seed',
    '7',
  ]),
]);

const mixes: [number, Skill[], OptionsInput][] = [
  [2, ['expert', 'random'], {}],
  [3, ['expert', 'basic', 'random'], { poker: 'showdown', jokerRunOut: 'discard' }],
  [4, ['expert', 'basic', 'basic', 'random'], {}],
  [
    6,
    ['random', 'expert', 'basic', 'expert', 'random', 'basic'],
    { poker: 'off', endgame: 'keep' },
  ],
  [
    9,
    ['basic', 'expert', 'random', 'basic', 'expert', 'random', 'basic', 'expert', 'random'],
    { raises: 1 },
  ],
];

describe('the fast loop', () => {
  it.each(mixes)(
    '%i players: in place equals plain stepping exactly, event by event',
    (players, skills, options) => {
      for (const seed of [1, 2, 3]) {
        const config = {
          players,
          seed,
          options,
          bots: skills.map((s) => presetParams('normal', s)),
          keepLog: true,
        };
        const fast = playBonanzaGame({ ...config, mode: 'fast' });
        const plain = playBonanzaGame({ ...config, mode: 'plain', check: true });
        expect(fast.log).toEqual(plain.log);
        expect(fast.state).toEqual(plain.state);
        expect(fast.clockMs).toBe(plain.clockMs);
        expect(plain.violations).toEqual([]);
        expect(fast.state.phase).toBe('over');
      }
    },
  );

  it.each(mixes)(
    '%i players: the log replays to the same game, and its record referees to the same chips',
    (players, skills, options) => {
      const config = { players, seed: 11, options };
      const r = playBonanzaGame({
        ...config,
        bots: skills.map((s) => presetParams('normal', s)),
        keepLog: true,
      });
      const log = JSON.parse(JSON.stringify(r.log)) as NonNullable<typeof r.log>;
      expect(goAll(newGame(config), log)).toEqual(r.state);
      const out = refereeBonanza(JSON.parse(JSON.stringify(writeRecord(config, log))));
      if (!out.ok) throw new Error(out.message);
      expect(out.output.chips).toEqual(r.state.stacks);
      expect(out.output.winners).toEqual(r.state.winners);
      expect(out.output.hands).toHaveLength(r.hands);
    },
  );

  it("think times advance the simulated clock beyond the table's own pace", () => {
    const r = playBonanzaGame({
      players: 4,
      seed: 5,
      bots: ['expert', 'basic', 'basic', 'random'].map((s) => presetParams('normal', s as Skill)),
    });
    const decisions = r.seats.reduce((a, s) => a + s.decisions, 0);
    expect(decisions).toBeGreaterThan(0);
    expect(r.clockMs).toBeGreaterThan(r.hands * (TABLE_TIMING.ante + TABLE_TIMING.deal));
    const thought = r.seats.reduce((a, s) => a + s.thinkMs, 0);
    expect(r.clockMs).toBeGreaterThan(thought * 0.5);
    expect(chipsOnTable(r.state)).toBe(400);
  });
});

describe('the arena and the simulator', () => {
  it('arena: per listed bot the mean chips with a 95 % interval, win shares that add up to 1, decision times', () => {
    const r = arenaBonanza({ players: 3, games: 40, bots: ['expert', 'basic', 'random'], seed: 3 });
    expect(r.bots.map((b) => b.skill)).toEqual(['expert', 'basic', 'random']);
    expect(r.bots.reduce((a, b) => a + b.meanChips, 0)).toBeCloseTo(0, 1);
    expect(r.bots.reduce((a, b) => a + b.winShare, 0)).toBeCloseTo(1, 2);
    for (const b of r.bots) {
      expect(b.chipsCi95[0]).toBeLessThanOrEqual(b.meanChips);
      expect(b.chipsCi95[1]).toBeGreaterThanOrEqual(b.meanChips);
      expect(b.decisionMicros).toBeGreaterThan(0);
      expect(b.thinkMs).toBeGreaterThan(0);
    }
    expect(
      arenaBonanza({
        players: 3,
        games: 10,
        bots: ['expert', 'basic', 'random'],
        seed: 3,
      }).bots.map((b) => b.meanChips),
    ).toEqual(
      arenaBonanza({
        players: 3,
        games: 10,
        bots: ['expert', 'basic', 'random'],
        seed: 3,
      }).bots.map((b) => b.meanChips),
    );
  });

  it('simulate: complete games, chips conserved, no invariant violations', () => {
    const r = simulateBonanza({ players: 5, games: 10, seed: 4 });
    expect(r).toMatchObject({
      game: 'bonanza',
      players: 5,
      games: 10,
      chipsConserved: true,
      invariantViolations: 0,
    });
    expect(r.hands).toBeGreaterThanOrEqual(10);
    expect(r.bots).toEqual(['expert', 'basic', 'basic', 'basic', 'random']);
  });

  it('the simulate and arena command lines with --game bonanza; bad arguments exit 2 with the usage', async () => {
    const [sim, arena, badSim, badArena] = await cli;
    expect(sim.code).toBe(0);
    expect(JSON.parse(sim.stdout)).toMatchObject({
      game: 'bonanza',
      players: 4,
      games: 5,
      chipsConserved: true,
      invariantViolations: 0,
    });
    expect(JSON.parse(sim.stdout).handsPerSecond).toBeGreaterThan(0);
    expect(arena.code).toBe(0);
    expect(arena.stdout).toMatch(/^arena: BONANZA RUMMY, 3 players, 20 games/);
    expect(arena.stdout.trim().split('\n')).toHaveLength(5);
    expect(badSim.code).toBe(2);
    expect(badSim.stderr).toMatch(
      /bad value for --players: 12\nusage: npm run -s simulate -- --game bonanza/,
    );
    expect(badArena.code).toBe(2);
    expect(badArena.stderr).toMatch(/--bots lists 2 skills for 3 players/);
  });
});
