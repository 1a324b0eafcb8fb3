// Device storage (localStorage) for settings, stats and the saved game; failures never crash the game.

export const KEYS = {
  settings: 'azuma3d.settings.v1',
  stats: 'azuma3d.stats.v1',
  save: 'azuma3d.save',
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

export function writeText(key: string, text: string): boolean {
  try {
    store()?.setItem(key, text);
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
