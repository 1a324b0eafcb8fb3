// A saved BONANZA RUMMY game: the table and where the game stands between two hands; made from the flow's state.
import type { BonanzaState } from '../rules/state';
import type { TableConfig } from './config';

export const SAVE_FORMAT = 'bonanza-rummy-save';
export const SAVE_VERSION = 1;

/**
 * A game between two hands. The deal of the next hand is not kept: it comes from the seed and the
 * hand's number, as do the bots' random streams, so a restored hand plays as it would have.
 */
export interface BonanzaSave {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly config: TableConfig;
  /** Hands played so far: the game goes on with hand `hand + 1`. */
  readonly hand: number;
  /** The dealer of the last hand played (the first dealer before any). */
  readonly dealer: number;
  readonly stacks: readonly number[];
  /** Chips on the ten spaces, in sheet order. */
  readonly sheet: readonly number[];
  /** Out for good: could not ante [G2]. */
  readonly out: readonly boolean[];
}

/** The save of a game waiting for its next hand's antes (phase `ante`). */
export function toSave(config: TableConfig, s: BonanzaState): BonanzaSave {
  if (s.phase !== 'ante') throw new Error(`a game is saved between hands, not in ${s.phase}`);
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    config,
    hand: s.hand,
    dealer: s.dealer,
    stacks: s.stacks.slice(),
    sheet: s.sheet.slice(),
    out: s.out.slice(),
  };
}

/** The save as text. */
export function encodeSave(save: BonanzaSave): string {
  return JSON.stringify(save);
}
