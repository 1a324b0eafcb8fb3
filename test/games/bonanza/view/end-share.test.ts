// The end's share-out on screen: from the flow's end split and the sheet left, who received what from which space, what stays.
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../../../src/games/bonanza/rules/effects';
import { SPACES } from '../../../../src/games/bonanza/rules/sheet';
import { shareOut } from '../../../../src/games/bonanza/view/end-share';
import { selectSheetLeft } from '../../../../src/games/bonanza/view/selectors';
import { lastMove, people, Table } from '../../../statecharts/bonanza/harness';

const sheet = (...chips: number[]) => [...chips, ...Array<number>(10 - chips.length).fill(0)];

describe('the share-out at the end', () => {
  it('split: each player of the last hand gets the sum of the shares; a space names its share and what stays', () => {
    const out = shareOut(
      { seats: [0, 2, 3], shares: sheet(4, 0, 1, 0, 2) },
      sheet(1, 2, 0, 0, 0),
      'split',
    );
    expect(out).toEqual({
      kind: 'split',
      seats: [0, 2, 3],
      each: 7,
      rows: [
        { space: 'joker', share: 4, stays: 1 },
        { space: 'queenJack', share: 0, stays: 2 },
        { space: 'sequence', share: 1, stays: 0 },
        { space: 'poker', share: 2, stays: 0 },
      ],
      stays: 3,
    });
  });

  it('nothing on the sheet: one clear line, whatever the rule', () => {
    expect(shareOut({ seats: [0, 1], shares: sheet() }, sheet(), 'split')).toEqual({
      kind: 'none',
    });
    expect(shareOut(null, sheet(), 'split')).toEqual({ kind: 'none' });
    expect(shareOut(null, sheet(), 'keep')).toEqual({ kind: 'none' });
    // A game over before its first hand: nobody shares, nothing was there.
    expect(shareOut({ seats: [], shares: sheet() }, sheet(), 'split')).toEqual({ kind: 'none' });
  });

  it('keep: no share-out, the chips left stay on the sheet', () => {
    expect(shareOut(null, sheet(3, 0, 5), 'keep')).toEqual({ kind: 'keep', stays: 8 });
  });

  it('a split not heard while chips are left: nothing sure to show', () => {
    expect(shareOut(null, sheet(2), 'split')).toBeNull();
  });

  it('a whole game through the table: the share-out adds up with the sheet before and after', () => {
    const t = new Table({
      config: { players: 3, seed: 8, dealer: 0, seats: people(3), options: { deals: 1 } },
    });
    t.play(lastMove);
    const fx: readonly Effect[] = t.effects();
    const split = fx.find((e) => e.type === 'end-split');
    const end = fx.filter((e) => e.type === 'hand-end').at(-1);
    expect(split && end).toBeTruthy();
    if (split?.type !== 'end-split' || end?.type !== 'hand-end') return;
    const { left, endgame } = selectSheetLeft(t.snap);
    const out = shareOut(split, left, endgame);
    expect(out?.kind).toBe('split');
    if (out?.kind !== 'split') return;
    const before = end.sheet.reduce((a, b) => a + b, 0);
    expect(out.each * out.seats.length + out.stays).toBe(before);
    // Every space that held chips has its row: three shares and what stays make up its chips.
    const rows = new Map(out.rows.map((r) => [r.space, r]));
    SPACES.forEach((space, i) => {
      const r = rows.get(space);
      expect((r?.share ?? 0) * 3 + (r?.stays ?? 0), space).toBe(end.sheet[i]);
    });
  });
});
