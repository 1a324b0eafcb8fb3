// A bot's figures: its skill, its think times (ex-Gaussian) and its style, each bounded and checked by a strict schema.
import * as v from 'valibot';
import type { ExGaussian } from '../../../lib/human-timing';
import { describeIssue } from '../rules/issues';

export type Skill = 'random' | 'basic' | 'expert';
export const SKILLS: readonly Skill[] = ['random', 'basic', 'expert'];

export interface BonanzaBotParams {
  readonly skill: Skill;
  /** A considered decision: the widow, a bid, a poker action, a lead with a choice. */
  readonly think: ExGaussian;
  /** A quick one: show or keep at a call, the five at a showdown, a lead without a choice. */
  readonly glance: ExGaussian;
  /** No think time is shorter than this (ms). */
  readonly floorMs: number;
  /** Share of the widow's expected gain over its own hand that it will bid (expert). */
  readonly bidShare: number;
  /** Poker: how loosely it bets and calls, 0 tight to 1 loose. */
  readonly boldness: number;
  /** Poker: chance to bet or raise a weak hand. */
  readonly bluff: number;
  /** Sampled widows when it weighs the widow (expert). */
  readonly samples: number;
}

/** The bounds of every figure: settings outside them are refused. */
export const BOT_BOUNDS = {
  mu: [50, 10_000],
  sigma: [0, 3000],
  tau: [0, 10_000],
  floorMs: [0, 2000],
  bidShare: [0, 1],
  boldness: [0, 1],
  bluff: [0, 0.5],
  samples: [1, 64],
} as const;

const bounded = (key: keyof typeof BOT_BOUNDS) => {
  const [lo, hi] = BOT_BOUNDS[key];
  return v.pipe(
    v.number(`${key} must be a number`),
    v.finite(`${key} must be finite`),
    v.minValue(lo, `${key} must be ${lo} or more`),
    v.maxValue(hi, `${key} must be ${hi} or less`),
  );
};

const DelaySchema = v.strictObject({
  mu: bounded('mu'),
  sigma: bounded('sigma'),
  tau: bounded('tau'),
});

export const BotParamsSchema = v.strictObject({
  skill: v.picklist(SKILLS, `skill must be one of ${SKILLS.join(', ')}`),
  think: DelaySchema,
  glance: DelaySchema,
  floorMs: bounded('floorMs'),
  bidShare: bounded('bidShare'),
  boldness: bounded('boldness'),
  bluff: bounded('bluff'),
  samples: v.pipe(bounded('samples'), v.integer('samples must be a whole number')),
});

/** Untrusted bot figures (a settings panel, a command line): the parameters, or what is wrong. */
export function parseBotParams(value: unknown): { params: BonanzaBotParams } | { problem: string } {
  const r = v.safeParse(BotParamsSchema, value, { abortEarly: true });
  if (r.success) return { params: r.output };
  const issue = r.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { problem: `${path ? `${path}: ` : ''}${describeIssue(issue)}`.slice(0, 200) };
}
