// The game in progress on the device: written at every hand boundary, offered as "Resume game" on the next visit.
import { parseSave, type SaveGame } from '../../statecharts/save';
import type { GameHandle } from './game';
import { KEYS, readText, remove, writeText } from './storage';

export type SavedGame =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly save: SaveGame }
  | { readonly kind: 'broken'; readonly reason: string };

const BROKEN = `${KEYS.save}.broken`;

/** What is stored: nothing, a game to resume, or a save that cannot be read (with the reason). */
export function loadSavedGame(): SavedGame {
  const text = readText(KEYS.save);
  if (text === null) return { kind: 'none' };
  try {
    return { kind: 'ok', save: parseSave(text) };
  } catch (err) {
    return { kind: 'broken', reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * After the person has seen the message about a broken save: keep a copy aside (never silently
 * lost) and clear the slot for a fresh game.
 */
export function setBrokenSaveAside(): void {
  const text = readText(KEYS.save);
  if (text !== null) writeText(BROKEN, text);
  remove(KEYS.save);
}

export function clearSave(): void {
  remove(KEYS.save);
}

/** Writes the table's save at every hand boundary; clears it when the game is over. Returns an unsubscribe. */
export function persistSaves(game: GameHandle): () => void {
  const saves = game.actor.on('save', (e) => {
    writeText(KEYS.save, JSON.stringify(e.save));
  });
  const over = game.actor.on('gameOver', () => clearSave());
  return () => {
    saves.unsubscribe();
    over.unsubscribe();
  };
}
