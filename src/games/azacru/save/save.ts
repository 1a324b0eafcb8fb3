// A saved AZACRU game: the table, the move list from the start, and the position it reached (checked against each other).
import type { Entry } from '../rules/record';
import type { AzacruState } from '../rules/state';
import type { TableConfig } from './config';

export const SAVE_FORMAT = 'azacru-save';
export const SAVE_VERSION = 1;

/**
 * A game after any move. The bots' random streams come from the seed, the seat and the turn, so
 * a restored game plays on exactly as it would have.
 */
export interface AzacruSave {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly config: TableConfig;
  /** Every turn from the start in the referee's record format, forced passes written out. */
  readonly moves: readonly Entry[];
  /** The position the moves reach: what the game shows when it is restored. */
  readonly position: AzacruState;
}

export function toSave(
  config: TableConfig,
  moves: readonly Entry[],
  position: AzacruState,
): AzacruSave {
  return { format: SAVE_FORMAT, version: SAVE_VERSION, config, moves, position };
}

/** The save as text. */
export function encodeSave(save: AzacruSave): string {
  return JSON.stringify(save);
}
