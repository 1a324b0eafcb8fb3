// Rule options: the settlements of RULES.md "Gaps", with their defaults.
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

/**
 * Checks untrusted options; returns a message for the first bad one, or null.
 * Unknown keys are refused so that a typo never silently changes the rules.
 */
export function checkOptions(input: unknown): string | null {
  if (input === undefined) return null;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return 'options must be an object';
  }
  for (const [key, value] of Object.entries(input)) {
    switch (key) {
      case 'tiebreak':
      case 'endStuckRound':
        if (typeof value !== 'boolean') return `option ${key} must be true or false`;
        break;
      case 'stallLimit':
        if (!Number.isInteger(value) || (value as number) < 1)
          return 'option stallLimit must be a whole number of calls, 1 or more';
        break;
      case 'grabWindowMs':
        if (typeof value !== 'number' || !(value >= 200 && value <= 60000))
          return 'option grabWindowMs must be between 200 and 60000';
        break;
      case 'fivePlayerDouble':
        if (value !== 'first' && value !== 'second')
          return 'option fivePlayerDouble must be "first" or "second"';
        break;
      case 'maxHandsPerRound':
        if (value !== null && (!Number.isInteger(value) || (value as number) < 1))
          return 'option maxHandsPerRound must be null or a whole number, 1 or more';
        break;
      default:
        return `unknown option ${quote(key)} (known: ${OPTION_KEYS.join(', ')})`;
    }
  }
  return null;
}
