// The simulator: many bots-only games on the fast loop (or on the XState table), with figures and invariant checks.
import { runToEnd, startTable, botsConfig } from '../../../../statecharts/azuma/headless';
import { SteppingClock } from '../../../lib/clock';
import type { PresetId } from '../bots/presets';
import type { Skill } from '../bots/params';
import type { EditionId, PlayerCount, Scorebook } from '../rules';
import { type GameFigures, gameWatcher } from './game-watch';
import { playGame } from './loop';

export type Engine = 'loop' | 'machine';

export interface SimulateOptions {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly games: number;
  readonly seed: number;
  readonly preset?: PresetId;
  readonly skills?: readonly Skill[];
  /** The fast loop (default), or the XState table the game runs on: the same games, other speed. */
  readonly engine?: Engine;
}

export interface SimulateReport {
  edition: EditionId;
  players: number;
  games: number;
  engine: Engine;
  wallMs: number;
  gamesPerSecond: number;
  handsPerGame: number;
  callsPerHand: { mean: number; p95: number };
  redealsAfterStalls: number;
  firstGrabWinsBySeat: number[];
  falseFirstGrabsBySeat: number[];
  gameWinsBySeat: number[];
  unfinishedGames: number;
  invariantViolations: number;
  violations: string[];
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One game on the chosen engine: its figures, final sheet and whether it finished. */
function play(
  o: SimulateOptions,
  seed: number,
): { figures: GameFigures; book: Scorebook; hands: number; finished: boolean } {
  const config = botsConfig({ ...o, seed });
  const watch = gameWatcher(o.players);
  if (o.engine === 'machine') {
    const clock = new SteppingClock();
    const actor = startTable(config, clock);
    actor.subscribe((snap) => watch.look(snap.context));
    actor.start();
    const finished = runToEnd({ actor, clock });
    const c = actor.getSnapshot().context;
    actor.stop();
    return { figures: watch.figures, book: c.book, hands: c.handNo, finished };
  }
  const r = playGame(config, { onPhase: (s) => watch.look(s) });
  return {
    figures: watch.figures,
    book: r.state.book,
    hands: r.state.handNo,
    finished: r.finished,
  };
}

export function simulate(o: SimulateOptions): SimulateReport {
  const calls: number[] = [];
  let hands = 0;
  let redeals = 0;
  let unfinished = 0;
  const firsts = new Array<number>(o.players).fill(0);
  const falseFirsts = new Array<number>(o.players).fill(0);
  const wins = new Array<number>(o.players).fill(0);
  const violations: string[] = [];
  const start = performance.now();
  for (let g = 0; g < o.games; g += 1) {
    const r = play(o, (o.seed + g * 7919) >>> 0);
    const f = r.figures;
    calls.push(...f.callsPerHand);
    redeals += f.redeals;
    f.firstGrabs.forEach((n, p) => (firsts[p] = (firsts[p] ?? 0) + n));
    f.falseFirstGrabs.forEach((n, p) => (falseFirsts[p] = (falseFirsts[p] ?? 0) + n));
    hands += r.hands;
    if (!r.finished) unfinished += 1;
    for (const w of r.book.winners) wins[w] = (wins[w] ?? 0) + 1;
    violations.push(...f.violations.map((v) => `game ${g}: ${v}`));
  }
  const wallMs = performance.now() - start;
  const sorted = calls.slice().sort((a, b) => a - b);
  return {
    edition: o.edition,
    players: o.players,
    games: o.games,
    engine: o.engine ?? 'loop',
    wallMs: Math.round(wallMs),
    gamesPerSecond: Number((o.games / (wallMs / 1000)).toFixed(1)),
    handsPerGame: Number((hands / o.games).toFixed(2)),
    callsPerHand: {
      mean: Number((calls.reduce((a, b) => a + b, 0) / Math.max(1, calls.length)).toFixed(2)),
      p95: percentile(sorted, 95),
    },
    redealsAfterStalls: redeals,
    firstGrabWinsBySeat: firsts,
    falseFirstGrabsBySeat: falseFirsts,
    gameWinsBySeat: wins,
    unfinishedGames: unfinished,
    invariantViolations: violations.length + unfinished,
    violations: violations.slice(0, 10),
  };
}
