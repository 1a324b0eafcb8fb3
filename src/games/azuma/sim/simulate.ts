// The headless simulator: many bots-only games on a stepping clock, with figures and invariant checks.
import type { PresetId } from '../bots/presets';
import type { Skill } from '../bots/params';
import type { EditionId, PlayerCount } from '../rules';
import { botsConfig, runToEnd, watchTable } from '../../../../statecharts/azuma/headless';

export interface SimulateOptions {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly games: number;
  readonly seed: number;
  readonly preset?: PresetId;
  readonly skills?: readonly Skill[];
}

export interface SimulateReport {
  edition: EditionId;
  players: number;
  games: number;
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

export function simulate(o: SimulateOptions, check = true): SimulateReport {
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
    const run = watchTable(botsConfig({ ...o, seed: (o.seed + g * 7919) >>> 0 }), undefined, check);
    let handCalls = 0;
    run.actor.on('call', () => (handCalls += 1));
    run.actor.on('score', (e) => {
      calls.push(handCalls);
      handCalls = 0;
      const first = e.entries.find((x) => x.reason === 'first' || x.reason === 'false-grab');
      if (first?.reason === 'first') firsts[first.player] = (firsts[first.player] ?? 0) + 1;
      else if (first) falseFirsts[first.player] = (falseFirsts[first.player] ?? 0) + 1;
    });
    run.actor.on('redeal', () => (redeals += 1));
    if (!runToEnd(run)) unfinished += 1;
    const ctx = run.actor.getSnapshot().context;
    hands += ctx.handNo;
    for (const w of ctx.book.winners) wins[w] = (wins[w] ?? 0) + 1;
    violations.push(...run.violations.map((v) => `game ${g}: ${v}`));
    run.actor.stop();
  }
  const wallMs = performance.now() - start;
  const sorted = calls.slice().sort((a, b) => a - b);
  return {
    edition: o.edition,
    players: o.players,
    games: o.games,
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
