// Bot parameters for AZACRU: skill, search budget and settings, evaluation weights and the human move delay,
// each bounded and checked by a valibot schema.
import * as v from 'valibot';

export type Skill = 'random' | 'basic' | 'expert';
export const SKILLS: readonly Skill[] = ['random', 'basic', 'expert'];

const bounded = (name: string, lo: number, hi: number, integer = false) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.finite(`${name} must be finite`),
    v.check((x) => !integer || Number.isInteger(x), `${name} must be a whole number`),
    v.minValue<number, number, string>(lo, `${name} must be from ${lo} to ${hi}`),
    v.maxValue<number, number, string>(hi, `${name} must be from ${lo} to ${hi}`),
  );

/** An ex-Gaussian delay in ms: Gaussian (mu, sigma) plus an exponential tail with mean tau. */
export const DelaySchema = v.strictObject({
  mu: bounded('mu', 0, 10_000),
  sigma: bounded('sigma', 0, 3_000),
  tau: bounded('tau', 0, 10_000),
});

/** How the expert values a position (for every player alike). */
export const EvaluationSchema = v.strictObject({
  /** Worth of a chevron still on the board, in markers. */
  chevron: bounded('evaluation.chevron', 0, 20),
  /** Worth of each legal move a player has, in markers (mobility, power). */
  mobility: bounded('evaluation.mobility', 0, 2),
  /** Margin (in markers) that makes a leader's reward about 0.73 (the logistic scale). */
  scale: bounded('evaluation.scale', 0.5, 50),
});

/** The expert's search (Monte Carlo tree search, n-player rewards). */
export const SearchSchema = v.strictObject({
  /** Iterations per move: the deterministic budget. */
  iterations: bounded('search.iterations', 1, 2_000_000, true),
  /** UCT exploration constant. */
  exploration: bounded('search.exploration', 0, 4),
  /** Plies of playout before the evaluation (0: evaluate the leaf). */
  playoutPlies: bounded('search.playoutPlies', 0, 400, true),
  /** Random moves sampled per playout ply; the one gaining most is played (1: uniform). */
  playoutSample: bounded('search.playoutSample', 1, 16, true),
  /**
   * Progressive widening: a node with n visits offers its first ceil(widening * (n + 1) ^ widenPower)
   * children (best immediate gain first); 0 offers them all. Absent in older saves: all.
   */
  widening: v.optional(bounded('search.widening', 0, 64), 0),
  widenPower: v.optional(bounded('search.widenPower', 0.1, 1), 0.5),
});

export const AzacruBotParamsSchema = v.strictObject({
  skill: v.picklist(SKILLS, 'skill must be random, basic or expert'),
  search: SearchSchema,
  evaluation: EvaluationSchema,
  /** The human-looking delay before a move is shown (the search time counts towards it). */
  think: DelaySchema,
  /** No move is shown sooner than this (ms). */
  floorMs: bounded('floorMs', 0, 5_000),
});

export type AzacruBotParams = v.InferOutput<typeof AzacruBotParamsSchema>;
export type SearchParams = v.InferOutput<typeof SearchSchema>;
export type EvaluationParams = v.InferOutput<typeof EvaluationSchema>;

/** Checks untrusted bot parameters: the parameters, or the first problem in words. */
export function parseBotParams(
  value: unknown,
): { ok: true; params: AzacruBotParams } | { ok: false; message: string } {
  const r = v.safeParse(AzacruBotParamsSchema, value, { abortEarly: true });
  if (r.success) return { ok: true, params: r.output };
  const path = r.issues[0].path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, message: `${path ? `${path}: ` : ''}${r.issues[0].message}` };
}
