// When the device refuses to store: nothing is deleted before its copy is written, and every refusal is heard.
import { beforeEach, describe, expect, it } from 'vitest';
import { saveStats } from '../../src/games/azuma/stats';
import { savePrefs, loadPrefs } from '../../src/shell/prefs';
import { saveSlot, setBrokenSaveAside } from '../../src/shell/save-store';
import { gameKey, type RefusedWrite, watchRefusedWrites } from '../../src/shell/storage';
import { installStorage, type MemoryStorage } from './local-storage';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installStorage();
});

const SAVE = gameKey('azuma', 'save');
const BROKEN = gameKey('azuma', 'save.broken');

describe('a broken save set aside', () => {
  it('is copied, then cleared from the slot', () => {
    storage.setItem(SAVE, '{"broken":');
    expect(setBrokenSaveAside('azuma')).toBe(true);
    expect(storage.getItem(BROKEN)).toBe('{"broken":');
    expect(storage.getItem(SAVE)).toBeNull();
  });

  it('stays in the slot when its copy cannot be written, and the slot is not written over', () => {
    storage.setItem(SAVE, '{"broken":');
    storage.failWrites = true;
    expect(setBrokenSaveAside('azuma')).toBe(false);
    expect(storage.getItem(SAVE)).toBe('{"broken":');
    storage.failWrites = false;
    // The game then played is not saved over it, nor does its end clear it.
    const slot = saveSlot('azuma');
    expect(slot.write('{"new":1}')).toBe(false);
    slot.clear();
    expect(storage.getItem(SAVE)).toBe('{"broken":');
    // Once the device takes the copy, the slot is free again.
    expect(setBrokenSaveAside('azuma')).toBe(true);
    expect(storage.getItem(BROKEN)).toBe('{"broken":');
    expect(slot.write('{"new":1}')).toBe(true);
  });
});

describe('refused writes', () => {
  it('a game data write the device refuses is heard, with its game and name', () => {
    const heard: RefusedWrite[] = [];
    const stop = watchRefusedWrites((r) => heard.push(r));
    storage.failWrites = true;
    expect(saveStats({ games: 1, wins: 0, reactions: [], races: [] })).toBe(false);
    expect(saveSlot('azuma').write('{}')).toBe(false);
    stop();
    expect(saveStats({ games: 1, wins: 0, reactions: [], races: [] })).toBe(false);
    expect(heard).toEqual([
      { game: 'azuma', name: 'stats' },
      { game: 'azuma', name: 'save' },
    ]);
  });

  it('settings: a refused write says so (the menu then shows its notice); so does no storage at all', () => {
    const { prefs } = loadPrefs(['azuma']);
    storage.failWrites = true;
    expect(savePrefs(prefs)).toBe(false);
    storage.failWrites = false;
    expect(savePrefs(prefs)).toBe(true);
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
    expect(savePrefs(prefs)).toBe(false);
  });
});
