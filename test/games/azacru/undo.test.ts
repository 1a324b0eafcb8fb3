// Undo: the save that takes back the person's last move is the position before it with the moves up to it.
import { describe, expect, it } from 'vitest';
import { undoSave } from '../../../src/games/azacru/game';
import { replayEntries } from '../../../src/games/azacru/save/replay';
import { tableConfig } from '../../../src/games/azacru/save/config';
import { createRng } from '../../../src/lib/rng';
import { randomGame } from '../../statecharts/azacru/harness';

describe('AZACRU undo', () => {
  it('goes back to the person (player 1) to move, before their last move, in every random game', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const players = ([2, 3, 4] as const)[seed % 3] ?? 2;
      const config = tableConfig({ players, seed });
      const g = randomGame(players, createRng(seed));
      const cut = g.moves.slice(0, 1 + ((seed * 7) % g.moves.length));
      const back = undoSave(config, cut);
      if (!back) {
        // Only before the person's first move.
        expect(cut.length).toBeLessThanOrEqual(1);
        continue;
      }
      expect(back.moves.length).toBeLessThan(cut.length);
      expect(back.moves).toEqual(cut.slice(0, back.moves.length));
      const r = replayEntries(players, back.moves);
      expect(r.ok && r.state).toEqual(back.position);
      expect(back.position.toMove).toBe(0);
      expect('pass' in (cut[back.moves.length] ?? { pass: true })).toBe(false);
      // No later move of the person in what was taken back.
      const later = undoSave(config, cut.slice(0, back.moves.length));
      expect(later === null || later.moves.length < back.moves.length).toBe(true);
    }
  });

  it('has nothing to take back before the person moved', () => {
    expect(undoSave(tableConfig({ players: 2, seed: 1 }), [])).toBeNull();
  });
});
