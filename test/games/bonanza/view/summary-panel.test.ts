// The hand summary's panel: opens at a hand's end, stays until closed (no timer), reopens with the same results; open since the end until first closed.
import { describe, expect, it } from 'vitest';
import {
  CLOSED_SUMMARY,
  summaryPanel,
  type SummaryPanel,
} from '../../../../src/games/bonanza/view/summary-panel';

const start: SummaryPanel<string> = CLOSED_SUMMARY;

describe('the hand summary panel', () => {
  it('nothing to reopen before a hand ended', () => {
    expect(summaryPanel(start, { type: 'reopen' })).toBe(start);
    expect(summaryPanel(start, { type: 'toggle' })).toBe(start);
    expect(summaryPanel(start, { type: 'close' })).toBe(start);
  });

  it('a hand end opens it; it stays open until the person closes it; reopened with the same results', () => {
    const open = summaryPanel(start, { type: 'hand-end', result: 'hand 1' });
    expect(open).toEqual({ result: 'hand 1', open: true, sinceEnd: true });
    const closed = summaryPanel(open, { type: 'close' });
    expect(closed).toEqual({ result: 'hand 1', open: false, sinceEnd: false });
    // Reopened by the person: open, but no longer since the hand's end (nothing waits for it).
    const reopened = { result: 'hand 1', open: true, sinceEnd: false };
    expect(summaryPanel(closed, { type: 'reopen' })).toEqual(reopened);
    expect(summaryPanel(closed, { type: 'toggle' })).toEqual(reopened);
    expect(summaryPanel(open, { type: 'toggle' })).toEqual(closed);
    expect(summaryPanel(reopened, { type: 'toggle' })).toEqual(closed);
    // Opening what is open changes nothing.
    expect(summaryPanel(open, { type: 'reopen' })).toBe(open);
  });

  it('the next hand end replaces the results and opens them, even if closed', () => {
    const closed = summaryPanel(summaryPanel(start, { type: 'hand-end', result: 'hand 1' }), {
      type: 'close',
    });
    expect(summaryPanel(closed, { type: 'hand-end', result: 'hand 2' })).toEqual({
      result: 'hand 2',
      open: true,
      sinceEnd: true,
    });
  });
});
