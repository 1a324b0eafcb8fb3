// The saved game on the device: the first hand's save replaces an older one, a finished game is never resumable and counts once.
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactionLog } from '../../src/games/azuma/ui/reactions';
import { loadStoredGame, saveSlot } from '../../src/shell/save-store';
import { persistSaves } from '../../src/games/azuma/saves';
import { game as azuma } from '../../src/games/azuma/module';
import { moveLegacyKeys } from '../../src/shell/storage';
import { loadStats } from '../../src/games/azuma/stats';
import { followGame } from '../../src/games/azuma/ui/game/useGameRecord';
import { autopilot } from '../../statecharts/azuma/autopilot';
import { SteppingClock } from '../../src/lib/clock';
import { botsConfig, runToEnd, startTable } from '../../statecharts/azuma/headless';
import { type MemoryStorage, installStorage } from './local-storage';

let storage: MemoryStorage;
const SAVE = 'azuma3d.azuma.save';
const loadSavedGame = () => loadStoredGame(azuma);
type Saved = { config: { seed: number }; handNo: number };
const saved = (s: ReturnType<typeof loadSavedGame>) => (s.kind === 'ok' ? (s.save as Saved) : null);
beforeEach(() => {
  storage = installStorage();
});

/** A game with the person at seat 0 (played by the autopilot), saved as the app saves it. */
function savedGame(seed: number) {
  const config = botsConfig({ edition: 'zuma-fr', players: 3, seed, people: [0] });
  const clock = new SteppingClock();
  const actor = startTable(config, clock);
  const stopSaves = persistSaves(actor, saveSlot('azuma'));
  actor.start();
  const stopPilot = autopilot(actor, 0, seed);
  return { actor, clock, stop: () => (stopSaves(), stopPilot(), actor.stop()) };
}

describe('the saved game', () => {
  it('is replaced by the new game as soon as its first hand is dealt', () => {
    const old = savedGame(1);
    old.clock.runUntil(() => old.actor.getSnapshot().context.handNo >= 3);
    old.stop();
    const before = loadSavedGame();
    expect(saved(before)?.config.seed).toBe(1);
    const fresh = savedGame(2);
    const now = loadSavedGame();
    expect(saved(now)?.config.seed).toBe(2);
    expect(saved(now)?.handNo).toBe(1);
    fresh.stop();
  });

  it('is cleared at game over, never offered again, and the game counts once in the stats', () => {
    const game = savedGame(5);
    let overs = 0;
    const stopFollow = followGame(game, new ReactionLog(0), true, () => (overs += 1));
    expect(runToEnd(game)).toBe(true);
    expect(overs).toBe(1);
    expect(storage.getItem(SAVE)).toBeNull();
    expect(loadSavedGame()).toEqual({ kind: 'none' });
    expect(loadStats().stats.games).toBe(1);
    // Nothing after the end writes a save or counts the game again.
    game.clock.advance(60_000);
    expect(storage.getItem(SAVE)).toBeNull();
    expect(loadStats().stats.games).toBe(1);
    stopFollow();
    game.stop();
  });

  it('a finished game left by an earlier version is not offered for resuming', () => {
    const game = savedGame(6);
    const saves: string[] = [];
    game.actor.on('save', (e) => saves.push(JSON.stringify(e.save)));
    runToEnd(game);
    const last = JSON.parse(saves[saves.length - 1] as string);
    // What the old machine wrote after the game-over event: the last save with the sheet over.
    last.book = game.actor.getSnapshot().context.book;
    expect(last.book.phase).toBe('over');
    storage.setItem(SAVE, JSON.stringify(last));
    expect(loadSavedGame()).toEqual({ kind: 'none' });
    expect(storage.getItem(SAVE)).toBeNull();
    game.stop();
  });

  it('a save of the version before the game box is moved to AZUMA’s key, then offered', () => {
    const game = savedGame(7);
    game.clock.runUntil(() => game.actor.getSnapshot().context.handNo >= 2);
    game.stop();
    const text = storage.getItem(SAVE) as string;
    storage.removeItem(SAVE);
    storage.setItem('azuma3d.save', text);
    moveLegacyKeys('azuma', azuma.legacyKeys ?? {});
    expect(storage.getItem('azuma3d.save')).toBeNull();
    expect(saved(loadSavedGame())?.config.seed).toBe(7);
    // Never over newer data: a second old save stays where it is until the new slot is free.
    storage.setItem('azuma3d.save', '{"older":true}');
    moveLegacyKeys('azuma', azuma.legacyKeys ?? {});
    expect(storage.getItem(SAVE)).toBe(text);
    expect(storage.getItem('azuma3d.save')).toBe('{"older":true}');
  });

  it('a broken save is named with its reason and set aside, never lost', async () => {
    storage.setItem(SAVE, '{"format":"azuma3d-save","version":1,"config":{oops');
    const broken = loadSavedGame();
    expect(broken.kind).toBe('broken');
    const { setBrokenSaveAside } = await import('../../src/shell/save-store');
    setBrokenSaveAside('azuma');
    expect(storage.getItem(SAVE)).toBeNull();
    expect(storage.getItem(`${SAVE}.broken`)).toContain('oops');
  });

  it('says where a saved game stands', () => {
    const game = savedGame(8);
    game.clock.runUntil(() => game.actor.getSnapshot().context.handNo >= 2);
    game.stop();
    const s = loadSavedGame();
    expect(s.kind).toBe('ok');
    if (s.kind === 'ok')
      expect(azuma.save.describe(s.save)).toMatch(/^ZUMA\b.*, round 1, hand \d+$/);
  });
});
