// Every rule option of BONANZA.md as data (values, bounds, defaults, meaning) and its strict schema.
import * as v from 'valibot';

export type PokerMode = 'bet' | 'showdown' | 'off';
export type JokerRunOut = 'dead' | 'discard';
export type Endgame = 'split' | 'keep';

export interface BonanzaOptions {
  /** [G10] poker with one fixed-limit betting round, a plain showdown, or no poker space at all. */
  readonly poker: PokerMode;
  /** [G10] chips of a bet; a raise adds as many again. */
  readonly bet: number;
  /** [G10] raises allowed in the betting round (a bet is not a raise). */
  readonly raises: number;
  /** [G16] a Joker still held at the run-out is dead (counts as a card) or set aside. */
  readonly jokerRunOut: JokerRunOut;
  /** [G17] hands in the game; default two deals per player. */
  readonly deals: number;
  /** [G18] chips left on the sheet at the end: split among the players of the last hand, or kept. */
  readonly endgame: Endgame;
}

export type OptionsInput = Partial<BonanzaOptions>;

/** One option described as data, for the settings screen and the help. */
export type OptionSpec =
  | {
      readonly kind: 'choice';
      readonly values: readonly string[];
      readonly default: string;
      readonly gap: string;
      readonly meaning: string;
    }
  | {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly default: number | null;
      readonly gap: string;
      readonly meaning: string;
    };

export const OPTION_SPECS: Readonly<Record<keyof BonanzaOptions, OptionSpec>> = {
  poker: {
    kind: 'choice',
    values: ['bet', 'showdown', 'off'],
    default: 'bet',
    gap: 'G10',
    meaning: 'poker with one fixed-limit betting round, a plain showdown, or no poker space',
  },
  bet: { kind: 'number', min: 1, max: 50, default: 2, gap: 'G10', meaning: 'chips of a bet' },
  raises: {
    kind: 'number',
    min: 0,
    max: 10,
    default: 3,
    gap: 'G10',
    meaning: 'raises allowed in the betting round',
  },
  jokerRunOut: {
    kind: 'choice',
    values: ['dead', 'discard'],
    default: 'dead',
    gap: 'G16',
    meaning: 'a Joker still held at the run-out is dead (counts as a card) or set aside',
  },
  deals: {
    kind: 'number',
    min: 1,
    max: 500,
    default: null,
    gap: 'G17',
    meaning: 'hands in the game (default: two deals per player)',
  },
  endgame: {
    kind: 'choice',
    values: ['split', 'keep'],
    default: 'split',
    gap: 'G18',
    meaning: 'chips left on the sheet at the end are split among the last hand, or stay',
  },
};

export const OPTION_KEYS = Object.keys(OPTION_SPECS) as (keyof BonanzaOptions)[];

/** [G1] chips each player starts with, and the bounds of a start stack. */
export const START_STACK = 100;
export const MAX_STACK = 1_000_000;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 9;

const whole = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be ${min} or more`),
    v.maxValue(max, `${what} must be ${max} or less`),
  );

const numberSpec = (key: 'bet' | 'raises' | 'deals') => {
  const spec = OPTION_SPECS[key];
  return spec.kind === 'number' ? whole(spec.min, spec.max, `option ${key}`) : v.never();
};

/** The options as untrusted input: strict, every key optional, unknown keys refused. */
export const OptionsSchema = v.strictObject(
  {
    poker: v.optional(
      v.picklist(['bet', 'showdown', 'off'], 'option poker must be "bet", "showdown" or "off"'),
    ),
    bet: v.optional(numberSpec('bet')),
    raises: v.optional(numberSpec('raises')),
    jokerRunOut: v.optional(
      v.picklist(['dead', 'discard'], 'option jokerRunOut must be "dead" or "discard"'),
    ),
    deals: v.optional(numberSpec('deals')),
    endgame: v.optional(v.picklist(['split', 'keep'], 'option endgame must be "split" or "keep"')),
  },
  (issue) =>
    issue.expected === 'never'
      ? `unknown option ${String(issue.received).slice(0, 60)} (known: ${OPTION_KEYS.join(', ')})`
      : 'options must be an object',
);

/** The options with every default filled in for a table of `players`. */
export function resolveOptions(players: number, input: OptionsInput = {}): BonanzaOptions {
  return {
    poker: input.poker ?? 'bet',
    bet: input.bet ?? 2,
    raises: input.raises ?? 3,
    jokerRunOut: input.jokerRunOut ?? 'dead',
    deals: input.deals ?? 2 * players,
    endgame: input.endgame ?? 'split',
  };
}
