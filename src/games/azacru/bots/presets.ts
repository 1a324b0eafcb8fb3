// Bot presets: default parameters per skill, think-time presets (0.3 s to 3 s) and their calibrated budgets.
import type { PlayerCount } from '../rules/board';
import type { AzacruBotParams, Skill } from './params';

/** Think-time presets in seconds per move. */
export const THINK_PRESETS = { quick: 0.3, normal: 1, deep: 3 } as const;
export type ThinkPreset = keyof typeof THINK_PRESETS;

/**
 * Search iterations per second of one core (node 20, Xeon, measured by bench/azacru.ts over
 * mid-game positions with the default expert parameters). A device can measure its own rate with
 * `calibrate` and pass it to `iterationsFor`.
 */
export const ITERATIONS_PER_SECOND: Readonly<Record<PlayerCount, number>> = {
  2: 20_000,
  3: 20_000,
  4: 20_000,
};

/** The deterministic budget (iterations) for a think time. */
export function iterationsFor(
  seconds: number,
  players: PlayerCount,
  rate: number = ITERATIONS_PER_SECOND[players],
): number {
  return Math.max(1, Math.round(seconds * rate));
}

const DEFAULT: Omit<AzacruBotParams, 'skill'> = {
  search: { iterations: 6000, exploration: 0.7, playoutPlies: 12, playoutSample: 3 },
  evaluation: { chevron: 2, mobility: 0.1, scale: 3 },
  think: { mu: 700, sigma: 150, tau: 400 },
  floorMs: 350,
};

/** A bot of a skill with the default settings, thinking `seconds` per move (experts only). */
export function botParams(
  skill: Skill,
  players: PlayerCount,
  seconds: number = THINK_PRESETS.quick,
): AzacruBotParams {
  return {
    ...DEFAULT,
    skill,
    search: { ...DEFAULT.search, iterations: iterationsFor(seconds, players) },
  };
}
