// Remembering the person's choices on the device: the box's settings and each game's, read back safely.
import { readShellSettings, type ShellSettings } from './settings';
import { KEYS, readText, remove, writeText } from './storage';

export interface Prefs {
  readonly shell: ShellSettings;
  /** Each game's settings as stored, read by the game's own codec when it loads. */
  readonly games: Readonly<Record<string, unknown>>;
  /**
   * The flat settings of the version before the game box, when they are all there is: each game
   * takes its part through its codec's `fromLegacy` (then they are stored the new way).
   */
  readonly legacy?: unknown;
}

export interface LoadedPrefs {
  readonly prefs: Prefs;
  /** Stored fields that were unreadable and fell back to their defaults ('settings' = all). */
  readonly problems: readonly string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The stored settings; bad or missing data falls back to the defaults and is reported. */
export function loadPrefs(gameIds: readonly string[]): LoadedPrefs {
  const text = readText(KEYS.settings);
  if (text === null) {
    const old = readText(KEYS.legacySettings);
    const parsed = old === null ? null : parse(old);
    if (parsed === null) return { prefs: readPrefs(undefined, gameIds).prefs, problems: [] };
    if (!parsed.ok || !isObj(parsed.value))
      return { prefs: readPrefs(undefined, gameIds).prefs, problems: ['settings'] };
    // Today's shell fields were top-level keys of the flat object; the rest was AZUMA's.
    const { settings, problems } = readShellSettings(parsed.value, gameIds, 'allowed');
    return { prefs: { shell: settings, games: {}, legacy: parsed.value }, problems };
  }
  const parsed = parse(text);
  if (!parsed.ok) return { prefs: readPrefs(undefined, gameIds).prefs, problems: ['settings'] };
  return readPrefs(parsed.value, gameIds);
}

/** Prefs from untrusted data: `{ shell, games }`; every bad part falls back and is named. */
export function readPrefs(value: unknown, gameIds: readonly string[]): LoadedPrefs {
  if (value === undefined)
    return {
      prefs: { shell: readShellSettings(undefined, gameIds).settings, games: {} },
      problems: [],
    };
  if (!isObj(value)) return { prefs: readPrefs(undefined, gameIds).prefs, problems: ['settings'] };
  const { settings, problems } = readShellSettings(
    Object.hasOwn(value, 'shell') ? value.shell : undefined,
    gameIds,
  );
  const stored = Object.hasOwn(value, 'games') ? value.games : undefined;
  const games: Record<string, unknown> = {};
  let badGames = stored !== undefined && !isObj(stored);
  if (isObj(stored))
    for (const [id, part] of Object.entries(stored)) {
      if (gameIds.includes(id)) games[id] = part;
      else badGames = true;
    }
  const unknown = Object.keys(value).filter((key) => key !== 'shell' && key !== 'games');
  return {
    prefs: { shell: settings, games },
    problems: [...problems, ...(badGames ? ['games'] : []), ...unknown],
  };
}

/**
 * Stores the settings the new way (the legacy object is removed once they are); false when the
 * device refuses (private mode, full storage).
 */
export function savePrefs(prefs: Prefs): boolean {
  const ok = writeText(KEYS.settings, JSON.stringify({ shell: prefs.shell, games: prefs.games }));
  if (ok) remove(KEYS.legacySettings);
  return ok;
}
