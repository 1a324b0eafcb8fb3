// Bot presets: default parameters per skill, think-time presets (0.3 s to 3 s) and their calibrated budgets.
import type { PlayerCount } from '../rules/board';
import type { AzacruBotParams, Skill } from './params';

/** Think-time presets: seconds of search per move and the human-looking delay around them (ms). */
export const THINK_PRESETS = {
  quick: { seconds: 0.3, think: { mu: 300, sigma: 70, tau: 150 } },
  normal: { seconds: 1, think: { mu: 800, sigma: 150, tau: 350 } },
  deep: { seconds: 3, think: { mu: 2200, sigma: 400, tau: 900 } },
} as const;
export type ThinkPreset = keyof typeof THINK_PRESETS;
export const THINK_PRESET_IDS = Object.keys(THINK_PRESETS) as ThinkPreset[];

/**
 * Search iterations per second on one core, per player count: the calibration that maps think
 * time to the deterministic budget (node 20 on this project's 2-core Xeon, bench/azacru.ts over
 * mid-game positions with the default expert). A device measures its own rate with `calibrate`.
 */
export const ITERATIONS_PER_SECOND: Readonly<Record<PlayerCount, number>> = {
  2: 100_000,
  3: 120_000,
  4: 130_000,
};

/** The deterministic budget (iterations) for a think time. */
export function iterationsFor(
  seconds: number,
  players: PlayerCount,
  rate: number = ITERATIONS_PER_SECOND[players],
): number {
  return Math.max(1, Math.round(seconds * rate));
}

/**
 * Default expert settings, tuned by self-play at 2,000 iterations (2 players, 200 games per pair):
 * exploration 0.4 and 5 sampled moves per playout ply beat 0.7 and 3 by 62 % [55, 69]; 12 playout
 * plies, chevron 2, mobility 0.1 and scale 3 were as good as or better than the values around them.
 * Progressive widening (1, power 0.5) was added for longer thinking: at 10,000 iterations it beat the
 * same search without it 63 % [53, 72] (2 players, 100 games), and at 4 players an expert of 10,000
 * iterations against three of 1,000 won 36 % instead of 30.5 % (200 games each; at 1,000 the two
 * are even). The budget is set per think-time preset.
 */
export const DEFAULT_SEARCH = {
  iterations: 1000,
  exploration: 0.4,
  playoutPlies: 12,
  playoutSample: 5,
  widening: 1,
  widenPower: 0.5,
} as const;
export const DEFAULT_EVALUATION = { chevron: 2, mobility: 0.1, scale: 3 } as const;

/** A bot of a skill with the default settings and a think-time preset (the budget matters to experts only). */
export function botParams(
  skill: Skill,
  players: PlayerCount,
  preset: ThinkPreset = 'quick',
): AzacruBotParams {
  const p = THINK_PRESETS[preset];
  return {
    skill,
    search: { ...DEFAULT_SEARCH, iterations: iterationsFor(p.seconds, players) },
    evaluation: { ...DEFAULT_EVALUATION },
    think: { ...p.think },
    floorMs: 250,
  };
}
