// The rule options the page names (poker mode, bet, raises, deals...): read field by field from settings of any shape, defaults otherwise.
import {
  type BonanzaOptions,
  type Endgame,
  type JokerRunOut,
  OPTION_SPECS,
  MAX_STACK,
  type PokerMode,
  START_STACK,
} from '../../rules/options';

/** The options as the page states them; `deals` is null for the default (two deals per player). */
export interface PageOptions {
  readonly poker: PokerMode;
  readonly bet: number;
  readonly raises: number;
  readonly jokerRunOut: JokerRunOut;
  readonly deals: number | null;
  readonly endgame: Endgame;
  /** [G1] chips each player starts with. */
  readonly stack: number;
}

export const DEFAULT_PAGE_OPTIONS: PageOptions = {
  poker: 'bet',
  bet: 2,
  raises: 3,
  jokerRunOut: 'dead',
  deals: null,
  endgame: 'split',
  stack: START_STACK,
};

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function choice<T extends string>(key: keyof BonanzaOptions, value: unknown, fallback: T): T {
  const spec = OPTION_SPECS[key];
  return spec.kind === 'choice' && typeof value === 'string' && spec.values.includes(value)
    ? (value as T)
    : fallback;
}

function whole(key: keyof BonanzaOptions, value: unknown, fallback: number | null): number | null {
  const spec = OPTION_SPECS[key];
  return spec.kind === 'number' &&
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= spec.min &&
    value <= spec.max
    ? value
    : fallback;
}

function stackOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_STACK
    ? value
    : null;
}

/**
 * The options of a table's settings, whatever their type: under `options` if there is such an
 * object, else at the top; each field checked against the rules' bounds, a missing or bad one the
 * default (the start stack is `stack` at the top). The page never depends on the settings' type.
 */
export function pageOptions(settings: unknown): PageOptions {
  const top = record(settings);
  const o = record(top?.options) ?? top ?? {};
  const d = DEFAULT_PAGE_OPTIONS;
  return {
    poker: choice<PokerMode>('poker', o.poker, d.poker),
    bet: whole('bet', o.bet, d.bet) ?? d.bet,
    raises: whole('raises', o.raises, d.raises) ?? d.raises,
    jokerRunOut: choice<JokerRunOut>('jokerRunOut', o.jokerRunOut, d.jokerRunOut),
    deals: whole('deals', o.deals, d.deals),
    endgame: choice<Endgame>('endgame', o.endgame, d.endgame),
    stack: stackOf(top?.stack ?? o.stack) ?? d.stack,
  };
}
