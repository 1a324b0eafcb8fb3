// The simulator's figures: many bots-only games on the fast loop, hands per second, chips and invariants checked.
import type { Skill } from '../bots/params';
import { presetParams } from '../bots/presets';
import { chipsOnTable } from '../rules/state';
import { arenaSeating } from './arena';
import { playBonanzaGame } from './play';

export interface SimulateConfig {
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  /** Skills listed per seat (seated at random per game); default expert, then basic, random last. */
  readonly bots?: readonly Skill[];
  /** Check the invariants after every step (default true). */
  readonly check?: boolean;
}

export interface SimulateReport {
  readonly game: 'bonanza';
  readonly players: number;
  readonly games: number;
  readonly hands: number;
  readonly bots: readonly Skill[];
  readonly wallMs: number;
  readonly handsPerSecond: number;
  readonly handsPerGame: number;
  readonly chipsConserved: boolean;
  readonly invariantViolations: number;
  readonly violations: readonly string[];
}

/** The default mix: one expert, one random, basic in between. */
export function defaultMix(players: number): Skill[] {
  return Array.from({ length: players }, (_, i) =>
    i === 0 ? 'expert' : i === players - 1 ? 'random' : 'basic',
  );
}

export function simulateBonanza(config: SimulateConfig): SimulateReport {
  const skills = config.bots ?? defaultMix(config.players);
  const params = skills.map((s) => presetParams('normal', s));
  const check = config.check ?? true;
  const violations: string[] = [];
  let conserved = true;
  let hands = 0;
  const started = performance.now();
  for (let g = 0; g < config.games; g += 1) {
    const { seed, seatOf } = arenaSeating(config.seed, g, config.players);
    const bots = new Array<(typeof params)[number]>(config.players);
    seatOf.forEach((seat, i) => (bots[seat] = params[i] ?? params[0]!));
    const r = playBonanzaGame({ players: config.players, seed, bots, check });
    hands += r.hands;
    const start = r.state.start.reduce((a, b) => a + b, 0);
    if (chipsOnTable(r.state) !== start) conserved = false;
    for (const v of r.violations) violations.push(`game ${g}: ${v}`);
  }
  const wallMs = performance.now() - started;
  return {
    game: 'bonanza',
    players: config.players,
    games: config.games,
    hands,
    bots: skills,
    wallMs: Math.round(wallMs),
    handsPerSecond: Math.round(hands / (wallMs / 1000)),
    handsPerGame: Number((hands / Math.max(1, config.games)).toFixed(2)),
    chipsConserved: conserved,
    invariantViolations: violations.length,
    violations: violations.slice(0, 10),
  };
}
