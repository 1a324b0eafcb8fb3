// Loads a game's module for the app through the registry: once, with its old keys moved and its texts ready.
import type { Game } from './contract';
import { playableGames } from '../games/registry';
import { moveLegacyKeys } from './storage';

const loading = new Map<string, Promise<Game>>();

/** The ids of the games the app can play, in the registry's order. */
export const gameIds = (): readonly string[] => playableGames().map((g) => g.id);

/** The game's module; rejects (with the reason) when it is unknown or cannot be fetched (offline, no cache). */
export function loadGame(id: string): Promise<Game> {
  let promise = loading.get(id);
  if (!promise) {
    const entry = playableGames().find((g) => g.id === id);
    promise = entry?.app
      ? entry.app().then(async ({ game }) => {
          if (game.legacyKeys) moveLegacyKeys(game.id, game.legacyKeys);
          await game.textsReady();
          return game;
        })
      : Promise.reject(new Error(`no game "${id}"`));
    // A failed load may be tried again (the connection may come back).
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}
