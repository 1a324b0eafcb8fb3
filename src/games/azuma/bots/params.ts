// Bot parameters: card-play skill and the human reaction-time model (ex-Gaussian delays), with bounds.
import * as v from 'valibot';
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

const bounded = (name: string, [lo, hi]: readonly [number, number], unit = '') => {
  const message = `${name} must be between ${lo} and ${hi}${unit}`;
  return v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(lo, message),
    v.maxValue(hi, message),
  );
};

const delay = (name: string) =>
  v.strictObject(
    {
      mu: bounded(`${name}.mu`, BOUNDS.mu, ' ms'),
      sigma: bounded(`${name}.sigma`, BOUNDS.sigma, ' ms'),
      tau: bounded(`${name}.tau`, BOUNDS.tau, ' ms'),
    },
    `${name} must be { mu, sigma, tau }`,
  );

/** Bot parameters as untrusted data give them: every field, in its bounds, no other key. */
export const BotParamsSchema = v.strictObject(
  {
    skill: v.picklist(SKILLS, `skill must be one of ${SKILLS.join(', ')}`),
    recognition: delay('recognition'),
    reaction: delay('reaction'),
    think: delay('think'),
    floorMs: bounded('floorMs', BOUNDS.floorMs),
    reachBaseMs: bounded('reachBaseMs', BOUNDS.reachBaseMs),
    reachMsPerUnit: bounded('reachMsPerUnit', BOUNDS.reachMsPerUnit),
    falseGrabChance: bounded('falseGrabChance', BOUNDS.falseGrabChance),
    fakeChance: bounded('fakeChance', BOUNDS.fakeChance),
  },
  (issue) => `unknown bot parameter ${issue.received}`,
);

/** Checks untrusted bot parameters (from settings); a message for the first bad value, or null. */
export function checkBotParams(p: unknown): string | null {
  if (typeof p !== 'object' || p === null) return 'bot parameters must be an object';
  const result = v.safeParse(BotParamsSchema, p, { abortEarly: true });
  return result.success ? null : result.issues[0].message;
}
