// The box's state: its settings, each game's (read by the game's codec when its module loads), and the saved games.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Game, GameSettings, StoredGame } from './contract';
import { loadGame } from './games';
import { savePrefs } from './prefs';
import { loadStoredGame } from './save-store';
import type { ShellSettings } from './settings';
import type { BoxStart } from './start';

export interface LoadedGame {
  readonly module: Game;
  readonly settings: GameSettings;
}

interface State {
  readonly shell: ShellSettings;
  /** Every game's settings as they are stored (a loaded game's are its codec's output). */
  readonly games: Readonly<Record<string, unknown>>;
  readonly loaded: Readonly<Record<string, LoadedGame>>;
  readonly stored: Readonly<Record<string, StoredGame>>;
  readonly problems: readonly string[];
  /** Link parameters with a bad value (ignored): the box's and the games'. */
  readonly linkProblems: readonly string[];
}

/** A game's settings from what is stored: today's, else its part of the flat ones of before, else defaults. */
function settingsOf(
  module: Game,
  stored: unknown,
  legacy: unknown,
): { settings: GameSettings; problems: readonly string[]; migrated: boolean } {
  const codec = module.settings;
  if (stored !== undefined) return { ...codec.read(stored), migrated: false };
  if (legacy !== undefined && codec.fromLegacy)
    return { ...codec.fromLegacy(legacy), migrated: true };
  return { settings: codec.defaults, problems: [], migrated: false };
}

/** The state with a module taken in: its settings (the link's on top when asked), its saved game. */
function mounted(
  state: State,
  start: BoxStart,
  module: Game,
  withLink: boolean,
): { state: State; migrated: boolean } {
  if (state.loaded[module.id]) return { state, migrated: false };
  const read = settingsOf(module, state.games[module.id], start.prefs.legacy);
  const link =
    withLink && module.settings.fromUrl
      ? module.settings.fromUrl(new URLSearchParams(start.search), read.settings)
      : { settings: read.settings, problems: [] };
  const settings = link.settings;
  return {
    state: {
      ...state,
      games: read.migrated ? { ...state.games, [module.id]: read.settings } : state.games,
      loaded: { ...state.loaded, [module.id]: { module, settings } },
      stored: { ...state.stored, [module.id]: loadStoredGame(module) },
      problems: [...state.problems, ...read.problems],
      linkProblems: [...state.linkProblems, ...link.problems],
    },
    migrated: read.migrated,
  };
}

export function useBox(start: BoxStart, opening: Game | null) {
  const [unsaved, setUnsaved] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [state, setState] = useState<State>(() => {
    const empty: State = {
      shell: start.shell,
      games: start.prefs.games,
      loaded: {},
      stored: {},
      problems: start.problems,
      linkProblems: start.url.problems,
    };
    if (!opening) return empty;
    const m = mounted(empty, start, opening, true);
    // Settings of the version before the box are stored the new way at once.
    if (m.migrated) savePrefs({ shell: m.state.shell, games: m.state.games });
    return m.state;
  });
  const current = useRef(state);
  current.current = state;

  const update = useCallback((next: State, store: boolean) => {
    current.current = next;
    setState(next);
    if (store) setUnsaved(!savePrefs({ shell: next.shell, games: next.games }));
  }, []);

  const load = useCallback(
    (id: string) => {
      setLoadError(null);
      loadGame(id).then(
        (module) => {
          const m = mounted(current.current, start, module, false);
          update(m.state, m.migrated);
        },
        (err: unknown) => setLoadError(err instanceof Error ? err.message : String(err)),
      );
    },
    [start, update],
  );

  const id = state.shell.game;
  const game = state.loaded[id] ?? null;
  useEffect(() => {
    if (!current.current.loaded[id]) load(id);
  }, [id, load]);

  const changeShell = useCallback(
    (shell: ShellSettings) => update({ ...current.current, shell }, true),
    [update],
  );

  const changeGame = useCallback(
    (settings: GameSettings) => {
      const s = current.current;
      const g = s.loaded[s.shell.game];
      if (!g) return;
      update(
        {
          ...s,
          games: { ...s.games, [g.module.id]: settings },
          loaded: { ...s.loaded, [g.module.id]: { ...g, settings } },
        },
        true,
      );
    },
    [update],
  );

  /** Reads the chosen game's saved game again (after a game), or forgets it (a new game replaces it). */
  const setStored = useCallback(
    (how: 'reload' | 'forget') => {
      const s = current.current;
      const g = s.loaded[s.shell.game];
      if (!g) return;
      const stored: StoredGame = how === 'reload' ? loadStoredGame(g.module) : { kind: 'none' };
      update({ ...s, stored: { ...s.stored, [g.module.id]: stored } }, false);
    },
    [update],
  );

  return useMemo(
    () => ({
      shell: state.shell,
      game,
      stored: state.stored[id] ?? ({ kind: 'none' } as const),
      problems: state.problems,
      linkProblems: state.linkProblems,
      unsaved,
      loadError,
      retry: () => load(id),
      changeShell,
      changeGame,
      setStored,
    }),
    [state, game, id, unsaved, loadError, load, changeShell, changeGame, setStored],
  );
}
