// What each move of a move list took: the fields its connection change converted (how many, which), its removal; passes and lists that are not games.
import { describe, expect, it } from 'vitest';
import { effectsOf, runToEnd, startAzacru } from '../../../../statecharts/azacru/headless';
import { selectSave } from '../../../../statecharts/azacru/selectors';
import { gainsOf, gainsRun } from '../../../../src/games/azacru/rules/gains';
import type { Entry } from '../../../../src/games/azacru/rules/record';

const bot = { kind: 'bot' as const, skill: 'random' };

describe('the gains of a move list', () => {
  it('agree with the table: as many fields as its effects convert, a removal where a chevron leaves', () => {
    for (const [players, seed] of [
      [2, 1],
      [3, 5],
      [4, 1],
    ] as const) {
      const run = startAzacru({
        config: { players, seed, seats: Array(players).fill(bot), pace: 'instant' },
      });
      expect(runToEnd(run)).toBe(true);
      const moves = selectSave(run.actor.getSnapshot()).moves;
      run.actor.stop();
      // Each travel starts a move's effects; its conversions and removal follow it.
      const converted: number[] = [];
      const taken: number[][] = [];
      const removed: boolean[] = [];
      for (const e of effectsOf(run.emitted)) {
        if (e.type === 'travel') {
          converted.push(0);
          taken.push([]);
          removed.push(false);
        } else if (e.type === 'convert') {
          converted[converted.length - 1]! += 1;
          taken[taken.length - 1]!.push(e.field);
        } else if (e.type === 'removal') removed[removed.length - 1] = true;
      }
      const gains = gainsOf(players, moves);
      expect(gains).toHaveLength(moves.length);
      moves.forEach((m, i) => expect(gains[i] === null).toBe('pass' in m));
      const made = gains.filter((g) => g !== null);
      expect(made.map((g) => g.converted)).toEqual(converted);
      expect(made.map((g) => g.taken)).toEqual(taken);
      expect(made.map((g) => g.removed)).toEqual(removed);
      // Each of these games has a connection change that took fields, and a removal.
      expect(converted.some((n) => n > 0)).toBe(true);
      expect(removed.some((r) => r)).toBe(true);
    }
  });

  it('take nothing after an entry the rules refuse (a list that is not a game), without throwing', () => {
    const moves: Entry[] = [{ from: 'a1', to: 'i9' }, { pass: true }, { from: 'e9', to: 'e7' }];
    expect(gainsOf(2, moves)).toEqual([
      { converted: 0, taken: [], removed: false },
      null,
      { converted: 0, taken: [], removed: false },
    ]);
    expect(gainsOf(3, [])).toEqual([]);
  });

  it('grow with the list a step at a time as they are when worked out whole, and start again for another list', () => {
    const run = startAzacru({
      config: { players: 4, seed: 1, seats: Array(4).fill(bot), pace: 'instant' },
    });
    expect(runToEnd(run)).toBe(true);
    const moves = selectSave(run.actor.getSnapshot()).moves;
    run.actor.stop();
    let grown = gainsRun(4, []);
    for (let n = 1; n <= moves.length; n += 1) {
      // A new list each step, its entries the same objects (as the table's context makes it).
      grown = gainsRun(4, moves.slice(0, n), grown);
      expect(grown.gains).toEqual(gainsOf(4, moves.slice(0, n)));
    }
    // Another list (an entry changed, or another table size): worked out from the set-up again.
    const other = [{ from: 'a1', to: 'i9' }, ...moves.slice(1)];
    expect(gainsRun(4, other, grown).gains).toEqual(gainsOf(4, other));
    expect(gainsRun(3, moves, grown).gains).toEqual(gainsOf(3, moves));
  });
});
