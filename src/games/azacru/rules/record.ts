// The referee's record (AZACRU.md "Referee record"): valibot schemas of the header and of each entry, with messages.
import * as v from 'valibot';
import { quote } from './quote';

/** Longest record accepted (entries in `moves`): far beyond any real game, small enough to check quickly. */
export const MAX_RECORD_MOVES = 100_000;

const FIELD = /^[a-i][1-9]$/;

const fieldSchema = (key: string) =>
  v.pipe(
    v.string((i) => `${key} must be a field like "e1", got ${quote(i.input)}`),
    v.regex(FIELD, (i) => `${key} must be a field a1 to i9, got ${quote(i.input)}`),
  );

export const MoveEntrySchema = v.strictObject({
  from: fieldSchema('from'),
  to: fieldSchema('to'),
  twist: v.optional(
    v.pipe(
      v.string((i) => `twist must be "left" or "right", got ${quote(i.input)}`),
      v.values(
        ['left', 'right'] as const,
        (i) => `twist must be "left" or "right", got ${quote(i.input)}`,
      ),
    ),
  ),
});

export const PassEntrySchema = v.strictObject({ pass: v.literal(true) });

/** One entry of `moves`: a move, a move with a twist, or a pass. */
export const EntrySchema = v.union(
  [MoveEntrySchema, PassEntrySchema],
  (i) =>
    `an entry must be {"from","to"}, {"from","to","twist"} or {"pass":true}, got ${quote(i.input)}`,
);

export type Entry = v.InferOutput<typeof EntrySchema>;

/** A JSON object (not an array, not null): what a record must be before its keys are read. */
const JsonObjectSchema = v.custom<Record<string, unknown>>(
  (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
  (i) => `the record must be a JSON object, got ${quote(i.input)}`,
);

/** The record as a whole; entries are checked one by one as they are played. */
export const RecordSchema = v.pipe(
  JsonObjectSchema,
  v.strictObject(
    {
      game: v.literal('azacru', (i) => `game must be "azacru", got ${quote(i.input)}`),
      players: v.picklist(
        [2, 3, 4] as const,
        (i) => `players must be 2, 3 or 4, got ${quote(i.input)}`,
      ),
      moves: v.pipe(
        v.array(v.unknown(), (i) => `moves must be an array, got ${quote(i.input)}`),
        v.maxLength(
          MAX_RECORD_MOVES,
          (i) => `moves holds ${String(i.received)} entries, at most ${MAX_RECORD_MOVES} are read`,
        ),
      ),
    },
    (i) =>
      i.expected === 'never'
        ? `unknown key ${quote(i.input)} (a record has game, players and moves)`
        : `the record has no ${i.expected} key`,
  ),
);

export type GameRecord = v.InferOutput<typeof RecordSchema>;
