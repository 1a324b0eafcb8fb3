// Bot parameters: card-play skill and the human reaction-time model (ex-Gaussian delays), with bounds.
import type { ExGaussian } from '../../../lib/human-timing';

export type { ExGaussian };

export type Skill = 'random' | 'basic' | 'expert';
export const SKILLS: readonly Skill[] = ['random', 'basic', 'expert'];

export interface BotParams {
  /** Card play: which card to pass. */
  readonly skill: Skill;
  /** Noticing its own winning hand after the card arrives. */
  readonly recognition: ExGaussian;
  /** Noticing that someone else grabbed. */
  readonly reaction: ExGaussian;
  /** Choosing the card to pass after a pick-up. */
  readonly think: ExGaussian;
  /** No delay is ever shorter than this (ms). */
  readonly floorMs: number;
  /** Reach: a fixed start plus time per unit of distance from the seat to the stick. */
  readonly reachBaseMs: number;
  readonly reachMsPerUnit: number;
  /** Chance per hand of a false first grab (grabbing without a winning hand). */
  readonly falseGrabChance: number;
  /** AZUMA: chance per grab window of a fake (starting to grab and taking no stick). */
  readonly fakeChance: number;
}

/** Sensible bounds for every number, used to validate settings. */
export const BOUNDS = {
  mu: [100, 3000],
  sigma: [0, 1000],
  tau: [0, 2000],
  floorMs: [50, 1000],
  reachBaseMs: [0, 1500],
  reachMsPerUnit: [0, 2000],
  falseGrabChance: [0, 0.5],
  fakeChance: [0, 0.5],
} as const;

const inRange = (v: unknown, [lo, hi]: readonly [number, number]): boolean =>
  typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;

function checkDelay(name: string, d: unknown): string | null {
  if (typeof d !== 'object' || d === null) return `${name} must be { mu, sigma, tau }`;
  const { mu, sigma, tau } = d as Record<string, unknown>;
  if (!inRange(mu, BOUNDS.mu))
    return `${name}.mu must be between ${BOUNDS.mu[0]} and ${BOUNDS.mu[1]} ms`;
  if (!inRange(sigma, BOUNDS.sigma))
    return `${name}.sigma must be between ${BOUNDS.sigma[0]} and ${BOUNDS.sigma[1]} ms`;
  if (!inRange(tau, BOUNDS.tau))
    return `${name}.tau must be between ${BOUNDS.tau[0]} and ${BOUNDS.tau[1]} ms`;
  return null;
}

/** Checks untrusted bot parameters (from settings); a message for the first bad value, or null. */
export function checkBotParams(p: unknown): string | null {
  if (typeof p !== 'object' || p === null) return 'bot parameters must be an object';
  const o = p as Record<string, unknown>;
  if (!SKILLS.includes(o.skill as Skill)) return `skill must be one of ${SKILLS.join(', ')}`;
  for (const name of ['recognition', 'reaction', 'think'] as const) {
    const bad = checkDelay(name, o[name]);
    if (bad) return bad;
  }
  for (const name of [
    'floorMs',
    'reachBaseMs',
    'reachMsPerUnit',
    'falseGrabChance',
    'fakeChance',
  ] as const) {
    const [lo, hi] = BOUNDS[name];
    if (!inRange(o[name], BOUNDS[name])) return `${name} must be between ${lo} and ${hi}`;
  }
  return null;
}
