// The end's ranking says how the final chips came: the last hand's change and the sheet's share add up to them.
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../../../src/games/bonanza/rules/effects';
import { chipChange } from '../../../../src/games/bonanza/view/chip-change';
import { lateChips } from '../../../../src/games/bonanza/view/end-breakdown';
import { shareOut } from '../../../../src/games/bonanza/view/end-share';
import { selectSheetLeft } from '../../../../src/games/bonanza/view/selectors';
import { lastMove, people, Table } from '../../../statecharts/bonanza/harness';

const split = { kind: 'split', seats: [0, 2], each: 4, rows: [], stays: 1 } as const;

describe("a player's last changes at the end", () => {
  it('the last hand from its deltas, the share only for a seat that shared', () => {
    expect(lateChips(0, [16, -5, -11], split)).toEqual({ hand: 16, sheet: 4 });
    expect(lateChips(1, [16, -5, -11], split)).toEqual({ hand: -5, sheet: 0 });
    expect(lateChips(2, [16, -5, -11], split)).toEqual({ hand: -11, sheet: 4 });
  });

  it('no share when the sheet was kept or empty; no hand when its results were not heard', () => {
    expect(lateChips(0, [3, -3], { kind: 'keep', stays: 9 })).toEqual({ hand: 3, sheet: 0 });
    expect(lateChips(0, [3, -3], { kind: 'none' })).toEqual({ hand: 3, sheet: 0 });
    expect(lateChips(0, null, null)).toEqual({ hand: null, sheet: 0 });
  });

  it('changes print with their sign, a true minus sign for a loss', () => {
    expect([chipChange(16), chipChange(0), chipChange(-5)]).toEqual(['+16', '±0', '−5']);
  });

  it('through a whole game: after the last hand ends only the share-out changes the chips, so chips before it, its change and the share make the final chips', () => {
    const t = new Table({
      config: { players: 3, seed: 8, dealer: 0, seats: people(3), options: { deals: 2 } },
    });
    t.play(lastMove);
    const fx: readonly Effect[] = t.effects();
    const ends = fx.filter((e) => e.type === 'hand-end');
    const split = fx.find((e) => e.type === 'end-split');
    const over = fx.find((e) => e.type === 'game-over');
    const [prev, last] = ends.slice(-2);
    if (prev?.type !== 'hand-end' || last?.type !== 'hand-end') throw new Error('two hands');
    if (split?.type !== 'end-split' || over?.type !== 'game-over') throw new Error('an end split');
    const { left, endgame } = selectSheetLeft(t.snap);
    const out = shareOut(split, left, endgame);
    expect(out?.kind).toBe('split');
    // What the hand summary counts for the last hand: its end's chips less those at its start.
    const deltas = last.stacks.map((x, seat) => x - (prev.stacks[seat] ?? 0));
    let shared = 0;
    over.stacks.forEach((final, seat) => {
      const late = lateChips(seat, deltas, out);
      shared += late.sheet;
      expect((prev.stacks[seat] ?? 0) + (late.hand ?? 0) + late.sheet, `seat ${seat}`).toBe(final);
    });
    // The game was chosen so that the sheet had chips to share: the share counts.
    expect(shared).toBeGreaterThan(0);
  });
});
