// The grab-path warm-up runs a throwaway table and leaves the real game untouched.
import { describe, expect, it } from 'vitest';
import { configFrom, startGame } from '../../../src/games/azuma/game';
import { DEFAULT_SETTINGS } from '../../../src/games/azuma/settings';
import { warmGrabPath } from '../../../src/games/azuma/warm';

describe('warmGrabPath', () => {
  it('does not touch a running game of the same config', () => {
    const config = configFrom({ ...DEFAULT_SETTINGS, players: 5 }, 11);
    const game = startGame(config);
    const before = JSON.stringify(game.actor.getSnapshot().context.hands);
    const events: string[] = [];
    game.actor.on('*', (e) => events.push(e.type));
    warmGrabPath(config);
    expect(JSON.stringify(game.actor.getSnapshot().context.hands)).toBe(before);
    expect(game.actor.getSnapshot().context.grabs).toEqual([]);
    expect(events).toEqual([]);
    game.actor.stop();
  });
});
