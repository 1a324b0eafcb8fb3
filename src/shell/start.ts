// What the box opens with: the stored settings, the link's parameters on top, and the game to show first.
import { languageFor, type Language } from './i18n';
import { gameIds } from './games';
import { loadPrefs, type Prefs } from './prefs';
import type { ShellSettings } from './settings';
import { readUrl, type UrlStart } from './url';

export interface BoxStart {
  readonly prefs: Prefs;
  /** The shell's settings with the link's language and game on top. */
  readonly shell: ShellSettings;
  /** Stored fields that could not be read. */
  readonly problems: readonly string[];
  readonly url: UrlStart;
  readonly search: string;
}

export function readStart(search: string): BoxStart {
  const ids = gameIds();
  const { prefs, problems } = loadPrefs(ids);
  const url = readUrl(search, ids);
  const shell: ShellSettings = {
    ...prefs.shell,
    ...(url.language && { language: url.language }),
    ...(url.game && { game: url.game }),
  };
  return { prefs, shell, problems, url, search };
}

/** The language the box opens in: from the link, the stored settings, or the browser. */
export function openingLanguage(start: BoxStart): Language {
  return languageFor(start.shell.language);
}
