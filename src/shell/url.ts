// The box's link parameters: ?game=azuma&lang=de&seed=7&autostart=1&tutorial=1 (each game reads its own too).
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
}

/** Reads the box's parameters; unknown or bad values are ignored. */
export function readUrl(search: string, games: readonly string[]): UrlStart {
  const q = new URLSearchParams(search);
  const seedText = q.get('seed');
  const game = q.get('game');
  const lang = q.get('lang');
  return {
    autostart: q.get('autostart') === '1',
    tutorial: q.get('tutorial') === '1',
    seed: seedText !== null && /^\d+$/.test(seedText) ? Number(seedText) >>> 0 : null,
    game: game !== null && games.includes(game) ? game : null,
    language: LANGUAGES.includes(lang as Language) ? (lang as Language) : null,
  };
}
