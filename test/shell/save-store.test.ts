// The saved game on the device: the first hand's save replaces an older one, a finished game is never resumable and counts once.
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactionLog } from '../../src/games/azuma/ui/reactions';
import { loadSavedGame, persistSaves } from '../../src/shell/save-store';
import { loadStats } from '../../src/games/azuma/stats';
import { KEYS } from '../../src/shell/storage';
import { followGame } from '../../src/games/azuma/ui/game/useGameRecord';
import { autopilot } from '../../statecharts/azuma/autopilot';
import { SteppingClock } from '../../src/lib/clock';
import { botsConfig, runToEnd, startTable } from '../../statecharts/azuma/headless';
import { type MemoryStorage, installStorage } from './local-storage';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installStorage();
});

/** A game with the person at seat 0 (played by the autopilot), saved as the app saves it. */
function savedGame(seed: number) {
  const config = botsConfig({ edition: 'zuma-fr', players: 3, seed, people: [0] });
  const clock = new SteppingClock();
  const actor = startTable(config, clock);
  const stopSaves = persistSaves(actor);
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
    expect(before.kind === 'ok' && before.save.config.seed).toBe(1);
    const fresh = savedGame(2);
    const now = loadSavedGame();
    expect(now.kind === 'ok' && now.save.config.seed).toBe(2);
    expect(now.kind === 'ok' && now.save.handNo).toBe(1);
    fresh.stop();
  });

  it('is cleared at game over, never offered again, and the game counts once in the stats', () => {
    const game = savedGame(5);
    let overs = 0;
    const stopFollow = followGame(game, new ReactionLog(0), true, () => (overs += 1));
    expect(runToEnd(game)).toBe(true);
    expect(overs).toBe(1);
    expect(storage.getItem(KEYS.save)).toBeNull();
    expect(loadSavedGame()).toEqual({ kind: 'none' });
    expect(loadStats().stats.games).toBe(1);
    // Nothing after the end writes a save or counts the game again.
    game.clock.advance(60_000);
    expect(storage.getItem(KEYS.save)).toBeNull();
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
    storage.setItem(KEYS.save, JSON.stringify(last));
    expect(loadSavedGame()).toEqual({ kind: 'none' });
    expect(storage.getItem(KEYS.save)).toBeNull();
    game.stop();
  });
});
