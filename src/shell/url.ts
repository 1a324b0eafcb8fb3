// The box's link parameters: ?game=azuma&lang=de&seed=7&autostart=1&tutorial=1 (each game reads its own too).
import * as v from 'valibot';
import { LANGUAGES, type Language } from './i18n';

export interface UrlStart {
  /** Start a game at once (tests, shared links). */
  readonly autostart: boolean;
  /** Start the chosen game's first hand with hints at once. */
  readonly tutorial: boolean;
  readonly seed: number | null;
  /** The game to show, if the link names a known one. */
  readonly game: string | null;
  readonly language: Language | null;
  /** The box's parameters the link gives with a bad value (ignored). */
  readonly problems: readonly string[];
}

const MAX_SEED = 0xffffffff;

/** A seed as a link gives it: plain decimal digits, 0 to 2^32-1 (never wrapped). */
const SeedSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9]{1,10}$/),
  v.transform(Number),
  v.maxValue(MAX_SEED),
);

const FlagSchema = v.picklist(['0', '1']);

/** Reads the box's parameters; unknown or bad values are ignored and named in `problems`. */
export function readUrl(search: string, games: readonly string[]): UrlStart {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const take = <T>(key: string, schema: v.GenericSchema<string, T>): T | null => {
    const text = q.get(key);
    if (text === null) return null;
    const read = v.safeParse(schema, text);
    if (read.success) return read.output;
    problems.push(key);
    return null;
  };
  return {
    autostart: take('autostart', FlagSchema) === '1',
    tutorial: take('tutorial', FlagSchema) === '1',
    seed: take('seed', SeedSchema),
    game: take('game', v.picklist(games)),
    language: take('lang', v.picklist(LANGUAGES)),
    problems,
  };
}
