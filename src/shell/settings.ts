// The box's own settings, shared by every game: language, sound, the person's name, hints, motion, the game chosen.
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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shell's settings from untrusted data: every bad field falls back and is named in `problems`. */
export function readShellSettings(
  value: unknown,
  games: readonly string[],
): { settings: ShellSettings; problems: string[] } {
  if (value === undefined) return { settings: DEFAULT_SHELL, problems: [] };
  if (!isObj(value)) return { settings: DEFAULT_SHELL, problems: ['settings'] };
  const d = DEFAULT_SHELL;
  const problems: string[] = [];
  const take = <K extends keyof ShellSettings>(key: K, ok: (v: unknown) => boolean) => {
    if (!Object.hasOwn(value, key)) return d[key];
    if (ok(value[key])) return value[key] as ShellSettings[K];
    problems.push(key);
    return d[key];
  };
  const settings: ShellSettings = {
    language: take('language', (v) => v === null || LANGUAGES.includes(v as Language)),
    volume: take('volume', (v) => typeof v === 'number' && v >= 0 && v <= 1),
    muted: take('muted', (v) => typeof v === 'boolean'),
    name: take('name', (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 24),
    hints: take('hints', (v) => typeof v === 'boolean'),
    reduceMotion: take('reduceMotion', (v) => typeof v === 'boolean'),
    game: take('game', (v) => typeof v === 'string' && games.includes(v)),
  };
  return { settings, problems };
}
