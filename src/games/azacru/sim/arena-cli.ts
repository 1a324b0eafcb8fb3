// The arena's command line for AZACRU (`npm run -s arena -- --game azacru ...`): options, run, table or JSON.
import { int, oneOf, parseArgs, UsageError } from '../../../cli/args';
import { SKILLS, type Skill } from '../bots/params';
import { iterationsFor } from '../bots/presets';
import type { PlayerCount } from '../rules/board';
import { arenaAzacru, type ArenaReport } from './arena';

export const AZACRU_ARENA_USAGE =
  'npm run -s arena -- --game azacru --players 2..4 --games N --bots expert,basic[,...] --seed S ' +
  '[--iterations 1000,1000 | --think 1,0.1 (seconds per move from 0.1 to 3, calibrated)] ' +
  '[--format table|json]';

/** Think times the arena takes, in seconds per move (turned into calibrated iteration budgets). */
export const ARENA_THINK_SECONDS = [0.1, 3] as const;

/** Experts in the arena search this many iterations per move unless told otherwise (about 15 ms). */
export const ARENA_ITERATIONS = 1000;

const list =
  <T>(item: (raw: string) => T | undefined) =>
  (raw: string): T[] | undefined => {
    const items = raw.split(',').map(item);
    return items.every((x) => x !== undefined) ? (items as T[]) : undefined;
  };
const skill = (raw: string): Skill | undefined =>
  SKILLS.includes(raw as Skill) ? (raw as Skill) : undefined;
/** Seconds per move, a plain decimal from 0.1 to 3 (e.g. `1`, `0.1`, `2.5`). */
const seconds = (raw: string): number | undefined => {
  const x = Number(raw);
  const [lo, hi] = ARENA_THINK_SECONDS;
  return /^\d+(\.\d+)?$/.test(raw) && x >= lo && x <= hi ? x : undefined;
};
const iterations = (raw: string): number | undefined => int(1, 2_000_000)(raw);

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function arenaTable(r: ArenaReport): string {
  const lines = [
    `arena: azacru, ${r.players} players, ${r.games} games, seed ${r.seed}, seats rotate; ` +
      `${r.meanTurns.toFixed(1)} turns per game, ${r.capped} stopped at the turn limit (${(r.wallMs / 1000).toFixed(1)} s)`,
    'bot  skill    iterations  win share  95% CI            head-to-head  95% CI            mean markers  think ms/move',
    ...r.bots.map(
      (b) =>
        `${String(b.bot + 1).padEnd(4)} ${b.skill.padEnd(8)} ${String(b.iterations ?? '-').padStart(10)}  ` +
        `${pct(b.winShare).padStart(9)}  ${`[${pct(b.ci95[0])}, ${pct(b.ci95[1])}]`.padEnd(16)}  ` +
        `${pct(b.headToHead).padStart(12)}  ${`[${pct(b.headToHeadCi95[0])}, ${pct(b.headToHeadCi95[1])}]`.padEnd(16)}  ` +
        `${b.meanMarkers.toFixed(2).padStart(12)}  ${b.meanThinkMs.toFixed(2).padStart(13)}`,
    ),
  ];
  if (r.teams.length > 0) {
    lines.push(
      'together: the share of games one of the bots with the same settings won',
      ...r.teams.map(
        (t) =>
          `${t.members.length > 1 ? 'bots' : 'bot'} ${t.members.map((i) => i + 1).join(', ')}: ${t.skill}${t.iterations === null ? '' : ` ${t.iterations}`}`.padEnd(
            30,
          ) +
          `${pct(t.winShare).padStart(7)}  [${pct(t.ci95[0])}, ${pct(t.ci95[1])}]  (fair share ${pct(t.fairShare)})`,
      ),
    );
  }
  return lines.join('\n');
}

/** Runs the AZACRU arena from command-line arguments (without `--game azacru`); prints the report. */
export function azacruArenaMain(argv: readonly string[], write: (text: string) => void): void {
  const a = parseArgs(argv, {
    players: { parse: int(2, 4) },
    games: { parse: int(1, 1_000_000) },
    bots: { parse: list(skill) },
    seed: { parse: int(0, 0xffffffff) },
    iterations: { parse: list(iterations), fallback: null },
    think: { parse: list(seconds), fallback: null },
    format: { parse: oneOf(['table', 'json'] as const), fallback: 'table' },
  });
  const players = a.players as PlayerCount;
  const bots = a.bots as Skill[];
  if (bots.length !== players) {
    throw new UsageError(`--bots lists ${bots.length} bots for ${players} players`);
  }
  if (a.iterations !== null && a.think !== null) {
    throw new UsageError('give --iterations or --think, not both');
  }
  const per = (a.iterations as number[] | null) ?? (a.think as number[] | null);
  if (per !== null && per.length !== players) {
    throw new UsageError(`--${a.iterations ? 'iterations' : 'think'} needs ${players} values`);
  }
  const budgets = bots.map((_, i) => {
    if (a.think !== null) return iterationsFor((a.think as number[])[i] ?? 1, players);
    return (a.iterations as number[] | null)?.[i] ?? ARENA_ITERATIONS;
  });
  const report = arenaAzacru({
    players,
    games: a.games as number,
    bots,
    seed: a.seed as number,
    budgets,
  });
  write(a.format === 'json' ? JSON.stringify(report, null, 2) : arenaTable(report));
}
