// The status (and the round strip's cells) name the round just ended until the next deal, though the book has moved on at the hand's end.
import { describe, expect, it } from 'vitest';
import {
  selectShownRoundCells,
  selectStatusRound,
} from '../../../../src/games/azuma/view/selectors';
import { Harness } from '../../../statecharts/azuma/harness';

describe('the round in the status', () => {
  it('stays the round just ended through the hand’s end, then the next round from the deal', () => {
    // Three players: two colours; seat 0 wins both hands and grabs one colour each time.
    const win = ['AAAABBB', 'CCCDDDE', 'EEEZBCD'];
    const h = Harness.create({ edition: 'azuma', players: 3, deals: [win, win] });
    for (const hand of [0, 1]) {
      h.until('choosing');
      expect(selectStatusRound(h.snap)).toBe(0);
      const colour = h.ctx.book.colours[hand];
      const stick = h.ctx.sticks.find((s) => s.colour === colour && s.owner === null);
      if (!stick) throw new Error(`no free ${colour} stick`);
      h.grab(0, stick.id);
      h.until('hand-end');
    }
    // The second hand filled seat 0's last colour: the round is over and the book is in round 2.
    expect(h.ctx.book.round).toBe(1);
    expect(selectStatusRound(h.snap)).toBe(0);
    // The round strip's cells are that round's too: seat 0's row full, not the new round's empty one.
    expect(selectShownRoundCells(h.snap)?.[0]?.every((c) => c !== null)).toBe(true);
    h.until('dealing');
    expect(selectStatusRound(h.snap)).toBe(1);
    expect(selectShownRoundCells(h.snap)?.[0]?.every((c) => c === null)).toBe(true);
  });
});
