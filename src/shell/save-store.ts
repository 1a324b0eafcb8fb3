// Each game's saved game on the device: offered as "Resume game" on the next visit; a broken one kept aside.
import type { Game, SaveSlot, StoredGame } from './contract';
import { gameStorage } from './storage';

const SAVE = 'save';
const BROKEN = 'save.broken';

/**
 * What a game has stored: nothing, a game to resume, or a save that cannot be read (with the
 * reason). A finished game (earlier versions saved one after its end) is cleared, never offered.
 */
export function loadStoredGame(game: Pick<Game, 'id' | 'save'>): StoredGame {
  const store = gameStorage(game.id);
  const text = store.read(SAVE);
  if (text === null) return { kind: 'none' };
  let stored: StoredGame;
  try {
    stored = game.save.read(text);
  } catch (err) {
    // The codec's promise is never to throw; if it does, the save is kept and called broken.
    stored = { kind: 'broken', reason: err instanceof Error ? err.message : String(err) };
  }
  if (stored.kind === 'over' || stored.kind === 'none') {
    store.remove(SAVE);
    return { kind: 'none' };
  }
  return stored;
}

/** Games whose broken save could not be copied aside: it stays in the slot, never written over. */
const held = new Set<string>();

/**
 * After the person has seen why a save could not be resumed: keep a copy aside (never silently
 * lost) and clear the slot for a fresh game. When the device refuses the copy, the broken save
 * stays where it is and this game's slot refuses to write over it (the game says it is not being
 * saved); false then.
 */
export function setBrokenSaveAside(id: string): boolean {
  const store = gameStorage(id);
  const text = store.read(SAVE);
  if (text !== null && !store.write(BROKEN, text)) {
    held.add(id);
    return false;
  }
  held.delete(id);
  store.remove(SAVE);
  return true;
}

/** The slot a running game writes its save to. */
export function saveSlot(id: string): SaveSlot {
  const store = gameStorage(id);
  return {
    write: (text) => !held.has(id) && store.write(SAVE, text),
    clear: () => {
      if (!held.has(id)) store.remove(SAVE);
    },
  };
}
