// Reading a game's versioned save: JSON text or a value, its format and version, a strict schema, then the game's own meaning check.
import * as v from 'valibot';

/** A save that cannot be resumed, with the reason in words. */
export class SaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveError';
  }
}

export interface SaveFormat<T> {
  /** The `format` field every save of this game carries. */
  readonly format: string;
  readonly version: number;
  /** The game's name in "this is not a ... saved game". */
  readonly game: string;
  readonly schema: v.GenericSchema;
  /** The first schema issue in words. */
  readonly issueText: (issues: readonly v.BaseIssue<unknown>[]) => string;
  /** What the shape cannot see (positions, chips, sheets), or null when the save is sound. */
  readonly problem: (save: T) => string | null;
}

/** A save from text or a parsed value; throws SaveError saying what is wrong. */
export function decodeVersionedSave<T>(input: unknown, f: SaveFormat<T>): T {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      throw new SaveError('the saved game is not readable (it is not JSON)');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SaveError(`this is not ${f.game} saved game`);
  const head = value as { format?: unknown; version?: unknown };
  if (head.format !== f.format) throw new SaveError(`this is not ${f.game} saved game`);
  if (head.version !== f.version) {
    throw new SaveError(
      `the saved game has version ${JSON.stringify(head.version) ?? '?'}; this game reads version ${f.version}`,
    );
  }
  const r = v.safeParse(f.schema, value, { abortEarly: true });
  if (!r.success) throw new SaveError(`the saved game is damaged: ${f.issueText(r.issues)}`);
  const save = r.output as T;
  const problem = f.problem(save);
  if (problem) throw new SaveError(`the saved game is damaged: ${problem}`.slice(0, 240));
  return save;
}
