// The box's own settings, shared by every game: language, sound, the person's name, hints, motion, the game chosen.
import * as v from 'valibot';
import type { Language } from './i18n';
import { LANGUAGES } from './i18n';

export interface ShellSettings {
  readonly language: Language | null;
  readonly volume: number;
  readonly muted: boolean;
  /** The person's name at every table ('You' until they give one). */
  readonly name: string;
  /** Show the hints during play ("choose a card to pass", "grab!"). */
  readonly hints: boolean;
  /** Shorter, simpler animations even when the system does not ask for it. */
  readonly reduceMotion: boolean;
  /** The game the start screen shows. */
  readonly game: string;
}

export const DEFAULT_SHELL: ShellSettings = {
  language: null,
  volume: 0.8,
  muted: false,
  name: 'You',
  hints: true,
  reduceMotion: false,
  game: 'azuma',
};

/** The person's name at a table: their own, or the language's "You" while they kept the default. */
export function personName(shell: Pick<ShellSettings, 'name'>, you: string): string {
  const name = shell.name.trim();
  return name === '' || name === DEFAULT_SHELL.name ? you : name;
}

const MAX_NAME = 24;

/** Each of the box's settings with its own schema: a bad one falls back alone. */
const fields = (games: readonly string[]) => ({
  language: v.nullable(v.picklist(LANGUAGES)),
  volume: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1)),
  muted: v.boolean(),
  name: v.pipe(
    v.string(),
    v.maxLength(MAX_NAME),
    v.check((name) => name.trim().length > 0),
  ),
  hints: v.boolean(),
  reduceMotion: v.boolean(),
  game: v.picklist(games),
});

/** The box's settings as this version stores them: every field, no other key. */
export const shellSchema = (games: readonly string[]) => v.strictObject(fields(games));

/** The box's own keys (the flat settings of before held them beside a game's). */
export const SHELL_KEYS = Object.keys(DEFAULT_SHELL) as (keyof ShellSettings)[];

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The shell's settings from untrusted data: every bad field falls back and is named in `problems`,
 * and so is every unknown key unless `others` says the object holds other settings too.
 */
export function readShellSettings(
  value: unknown,
  games: readonly string[],
  others: 'unknown' | 'allowed' = 'unknown',
): { settings: ShellSettings; problems: string[] } {
  if (value === undefined) return { settings: DEFAULT_SHELL, problems: [] };
  if (!isObj(value)) return { settings: DEFAULT_SHELL, problems: ['settings'] };
  const schemas = fields(games);
  const problems: string[] = [];
  const out: Record<string, unknown> = { ...DEFAULT_SHELL };
  for (const key of SHELL_KEYS) {
    if (!Object.hasOwn(value, key)) continue;
    const field = v.safeParse(schemas[key], value[key]);
    if (field.success) out[key] = field.output;
    else problems.push(key);
  }
  if (others === 'unknown')
    for (const key of Object.keys(value))
      if (!(SHELL_KEYS as string[]).includes(key)) problems.push(key);
  // The default game may be one this box lacks: the start screen then shows its first.
  const settings = v.safeParse(shellSchema(games), out);
  return {
    settings: settings.success ? settings.output : (out as unknown as ShellSettings),
    problems,
  };
}
