// Device storage (localStorage): the box's settings, and each game's own keys (save, stats...); failures never crash.

export const KEYS = {
  /** The box's settings: `{ shell, games: { [id]: settings } }`. */
  settings: 'azuma3d.settings.v2',
  /** The settings of the version before the game box: one flat object (shell and AZUMA fields). */
  legacySettings: 'azuma3d.settings.v1',
} as const;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readText(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the device refuses (private mode, full storage, no storage at all). */
export function writeText(key: string, text: string): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

export function readJson(key: string): unknown {
  const text = readText(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A game's own corner of the storage: its names are prefixed with its id, so games never meet. */
export interface GameStorage {
  readonly key: (name: string) => string;
  read(name: string): string | null;
  write(name: string, text: string): boolean;
  remove(name: string): void;
  /** The stored JSON, or undefined when there is none or it is not JSON. */
  readJson(name: string): unknown;
}

export function gameKey(game: string, name: string): string {
  return `azuma3d.${game}.${name}`;
}

/** A write the device refused: which game and which of its names. */
export interface RefusedWrite {
  readonly game: string;
  readonly name: string;
}

const refusalListeners = new Set<(refused: RefusedWrite) => void>();

/**
 * Hears every write of a game's data that the device refused, so the shell can say so once.
 * Returns the function that stops listening.
 */
export function watchRefusedWrites(listener: (refused: RefusedWrite) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

export function gameStorage(game: string): GameStorage {
  const key = (name: string) => gameKey(game, name);
  return {
    key,
    read: (name) => readText(key(name)),
    write: (name, text) => {
      const ok = writeText(key(name), text);
      if (!ok) for (const listener of refusalListeners) listener({ game, name });
      return ok;
    },
    remove: (name) => remove(key(name)),
    readJson: (name) => readJson(key(name)),
  };
}

/**
 * Moves a game's data from the keys of the version before the game box to its own keys: copied,
 * then the old key removed once the copy is stored. Nothing is lost when the device refuses: the
 * old key then stays and the move is tried again next time.
 */
export function moveLegacyKeys(game: string, legacy: Readonly<Record<string, string>>): void {
  for (const [name, old] of Object.entries(legacy)) {
    const text = readText(old);
    if (text === null) continue;
    // Never over newer data: then the old text stays where it is (nothing is dropped unseen).
    if (readText(gameKey(game, name)) !== null) continue;
    if (writeText(gameKey(game, name), text)) remove(old);
  }
}
