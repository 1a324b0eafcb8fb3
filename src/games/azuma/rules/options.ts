// Rule options: the settlements of RULES.md "Gaps", with their defaults.
import * as v from 'valibot';
import { quote } from '../../../lib/quote';
import type { Edition } from './editions';

export interface RuleOptions {
  /** Gap 4: break a tie at the top with tie-breaker hands (AZUMA rule); off = shared win. */
  readonly tiebreak: boolean;
  /** Gap 1: end a round at once when nobody can complete it any more (everyone has an X). */
  readonly endStuckRound: boolean;
  /** Gap 2: calls without a grab after which the dealer may call a redeal (the hand is void). */
  readonly stallLimit: number;
  /** Gap 3: how long the others may race for sticks after the first grab. */
  readonly grabWindowMs: number;
  /** Gap 5: the 5-player stick set in AZUMA and ZUMA FR: which colour has two sticks. */
  readonly fivePlayerDouble: 'first' | 'second';
  /** Gap 7: ZUMA FR's "three hands at most" per round; null = the round-end rule alone (default). */
  readonly maxHandsPerRound: number | null;
}

export type RuleOptionsInput = Partial<RuleOptions>;

export const OPTION_KEYS: readonly (keyof RuleOptions)[] = [
  'tiebreak',
  'endStuckRound',
  'stallLimit',
  'grabWindowMs',
  'fivePlayerDouble',
  'maxHandsPerRound',
];

/** The options with every default filled in for this edition. */
export function resolveOptions(edition: Edition, input: RuleOptionsInput = {}): RuleOptions {
  return {
    tiebreak: input.tiebreak ?? edition.tiebreakByDefault,
    endStuckRound: input.endStuckRound ?? true,
    stallLimit: input.stallLimit ?? 60,
    grabWindowMs: input.grabWindowMs ?? 4000,
    fivePlayerDouble: edition.fivePlayerSticksFixed ? 'first' : (input.fivePlayerDouble ?? 'first'),
    maxHandsPerRound: input.maxHandsPerRound ?? null,
  };
}

/** The bounds the settings page offers: stall limit, grab window, hands per round. */
export const OPTION_BOUNDS = {
  stallLimit: [1, 999],
  grabWindowMs: [200, 60000],
  maxHandsPerRound: [1, 99],
} as const;

const whole = (key: 'stallLimit' | 'maxHandsPerRound', what: string) => {
  const [lo, hi] = OPTION_BOUNDS[key];
  const message = `option ${key} must be a whole number of ${what}, ${lo} to ${hi}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(lo, message),
    v.maxValue(hi, message),
  );
};

const flag = (key: string) => v.boolean(`option ${key} must be true or false`);

/** Rule options as untrusted data give them: every key optional, unknown keys refused. */
export const OptionsSchema = v.strictObject(
  {
    tiebreak: v.optional(flag('tiebreak')),
    endStuckRound: v.optional(flag('endStuckRound')),
    stallLimit: v.optional(whole('stallLimit', 'calls')),
    grabWindowMs: v.optional(
      v.pipe(
        v.number('option grabWindowMs must be a number'),
        v.finite('option grabWindowMs must be a number'),
        v.minValue(200, 'option grabWindowMs must be between 200 and 60000'),
        v.maxValue(60000, 'option grabWindowMs must be between 200 and 60000'),
      ),
    ),
    fivePlayerDouble: v.optional(
      v.picklist(['first', 'second'], 'option fivePlayerDouble must be "first" or "second"'),
    ),
    maxHandsPerRound: v.optional(v.nullable(whole('maxHandsPerRound', 'hands'))),
  },
  // The key quoted, at most 60 characters of it (issue.input is the unknown key).
  (issue) => `unknown option ${quote(issue.input)} (known: ${OPTION_KEYS.join(', ')})`,
);

/**
 * Checks untrusted options; returns a message for the first bad one, or null.
 * Unknown keys are refused so that a typo never silently changes the rules.
 */
export function checkOptions(input: unknown): string | null {
  if (input === undefined) return null;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return 'options must be an object';
  }
  const result = v.safeParse(OptionsSchema, input, { abortEarly: true });
  return result.success ? null : (result.issues[0].message ?? 'options are malformed');
}
