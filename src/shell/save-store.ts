// The game in progress on the device: written at every hand boundary, offered as "Resume game" on the next visit.
import { parseSave, type SaveGame } from '../games/azuma/flow/save';
import type { TableActor } from '../games/azuma/game';
import { KEYS, readText, remove, writeText } from './storage';

export type SavedGame =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly save: SaveGame }
  | { readonly kind: 'broken'; readonly reason: string };

const BROKEN = `${KEYS.save}.broken`;

/**
 * What is stored: nothing, a game to resume, or a save that cannot be read (with the reason). A
 * finished game (earlier versions saved one after its end, already counted in the stats) is not
 * offered: it is cleared.
 */
export function loadSavedGame(): SavedGame {
  const text = readText(KEYS.save);
  if (text === null) return { kind: 'none' };
  let save: SaveGame;
  try {
    save = parseSave(text);
  } catch (err) {
    return { kind: 'broken', reason: err instanceof Error ? err.message : String(err) };
  }
  if (save.book.phase === 'over') {
    remove(KEYS.save);
    return { kind: 'none' };
  }
  return { kind: 'ok', save };
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

/**
 * Writes the table's save at every hand boundary and clears it when the game is over. Call it before
 * the actor starts (startGame's `listen`), so the first hand's save replaces any older one at once.
 * Returns an unsubscribe.
 */
export function persistSaves(actor: TableActor): () => void {
  const saves = actor.on('save', (e) => {
    writeText(KEYS.save, JSON.stringify(e.save));
  });
  const over = actor.on('gameOver', () => clearSave());
  return () => {
    saves.unsubscribe();
    over.unsubscribe();
  };
}
