// Reads a saved game from outside (text or a value): a strict schema, then what it must mean; a clear message when refused.
import { decodeVersionedSave, SaveError } from '../../../lib/versioned-save';
import * as v from 'valibot';
import { legalMoves } from '../rules/flow';
import { EntrySchema } from '../rules/record';
import type { AzacruState } from '../rules/state';
import { AzacruStateSchema } from '../rules/state-schema';
import { issueText, TableConfigSchema } from './config';
import { replayEntries } from './replay';
import { type AzacruSave, SAVE_FORMAT, SAVE_VERSION } from './save';

export { SaveError };

/** Longest move list a save may hold: far beyond any real game (they last about 50 to 300 turns). */
export const MAX_SAVED_MOVES = 20_000;

export const SaveSchema = v.strictObject({
  format: v.literal(SAVE_FORMAT),
  version: v.literal(SAVE_VERSION),
  config: TableConfigSchema,
  moves: v.pipe(
    v.array(EntrySchema),
    v.maxLength(MAX_SAVED_MOVES, `at most ${MAX_SAVED_MOVES} moves`),
  ),
  position: AzacruStateSchema,
});

/** Same position: every field's colour, every chevron (in field order), the turn and the final round. */
function samePosition(a: AzacruState, b: AzacruState): boolean {
  return (
    a.players === b.players &&
    a.toMove === b.toMove &&
    a.endTriggeredBy === b.endTriggeredBy &&
    a.finalTurnsLeft === b.finalTurnsLeft &&
    a.over === b.over &&
    a.turn === b.turn &&
    a.colours.length === b.colours.length &&
    a.colours.every((c, f) => c === b.colours[f]) &&
    a.chevrons.length === b.chevrons.length &&
    a.chevrons.every((c, i) => {
      const d = b.chevrons[i];
      return (
        d !== undefined && c.player === d.player && c.field === d.field && c.facing === d.facing
      );
    })
  );
}

/** What a well-formed save cannot mean in a real game, or null. */
export function saveProblem(save: AzacruSave): string | null {
  const { config, moves, position } = save;
  if (position.players !== config.players) {
    return `the position is for ${position.players} players, the table for ${config.players}`;
  }
  const replayed = replayEntries(config.players, moves);
  if (!replayed.ok) return `move ${replayed.at + 1}: ${replayed.message}`;
  if (!samePosition(replayed.state, position)) {
    return `the position is not the one its ${moves.length} moves reach`;
  }
  if (!position.over && legalMoves(position).length === 0) {
    return `player ${(position.toMove ?? 0) + 1} has no move: the pass they must make is not written out`;
  }
  return null;
}

/** A save from text or a parsed value; throws SaveError saying what is wrong. */
export function decodeSave(input: unknown): AzacruSave {
  return decodeVersionedSave<AzacruSave>(input, {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: 'an AZACRU',
    schema: SaveSchema,
    issueText,
    problem: saveProblem,
  });
}
