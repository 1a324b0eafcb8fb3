// ZUMA (DE and FR) scoring: one test per rule of RULES.md, per edition.
import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../../../src/games/azuma/rules/editions';
import { pendingXChoices, scoreHand } from '../../../../src/games/azuma/rules/score';
import { newScorebook, totals } from '../../../../src/games/azuma/rules/scorebook';
import { grabs, suits } from './helpers';

// 4 players, colours red, blue, violet. DE deals the whole deck (8, 8, 8, 7); FR deals 7 each.
const HANDS: Record<'zuma-de' | 'zuma-fr', { win: string; bombs: string; mix: string }> = {
  'zuma-de': {
    win: 'AAAABBBC CCCDDDDE EEEFFFFZ GGGGBZZ', // p0, p1, p2 win; p2 one bomb, p3 two bombs
    bombs: 'AAAABBBC ZZZCCCDD DDEEEEFF FFGGGGB', // p1 all 3 bombs
    mix: 'AAABBBCC CCDDDDEE EEFFFFGZ GGGBAZZ', // p0 no win
  },
  'zuma-fr': {
    win: 'AAAABBB CCCCDDD EEEEFFZ GGGGBZZ',
    bombs: 'AAAABBB ZZZCCCD DDEEEEF FFGGGGB',
    mix: 'AAABBBC CCDDDDE EEFFFFZ GGGBAZZ',
  },
};
const row = (b: ReturnType<typeof newScorebook>, p: number) => b.rounds[0]?.cells[p];

describe.each(['zuma-de', 'zuma-fr'] as const)('%s scoring', (edition: 'zuma-de' | 'zuma-fr') => {
  const h = HANDS[edition];
  const fresh = () => newScorebook(edition as EditionId, 4);

  it('first grabber with a winning hand scores 2', () => {
    expect(
      row(scoreHand(fresh(), { hands: suits(h.win), grabs: grabs([0, 'red']) }).book, 0),
    ).toEqual([2, null, null]);
  });
  it('first grabber with all 3 bombs scores 2 and loses nothing', () => {
    const r = scoreHand(fresh(), { hands: suits(h.bombs), grabs: grabs([1, 'blue']) });
    expect(row(r.book, 1)).toEqual([null, 2, null]);
    expect(r.book.montezuma[1]).toBe(0);
  });
  it('every other grabber scores 1, winning hand or not; no stick scores 0', () => {
    const r = scoreHand(fresh(), {
      hands: suits(h.win),
      grabs: grabs([0, 'red'], [1, 'blue'], [3, 'violet']),
    });
    expect(row(r.book, 1)).toEqual([null, 1, null]);
    expect(row(r.book, 3)).toEqual([null, null, 1]);
    expect(row(r.book, 2)).toEqual([null, null, null]);
  });
  it('-1 per bomb card for every player holding 1 or 2 of them when the sticks are grabbed', () => {
    const r = scoreHand(fresh(), { hands: suits(h.win), grabs: grabs([0, 'red']) });
    expect(r.book.montezuma).toEqual([0, 0, -1, -2]);
  });
  it('holding all 3 bombs while someone else grabbed first: no minus', () => {
    const r = scoreHand(fresh(), { hands: suits(h.bombs), grabs: grabs([0, 'red'], [1, 'blue']) });
    expect(r.book.montezuma).toEqual([0, 0, 0, 0]);
    expect(row(r.book, 1)).toEqual([null, 1, null]);
  });
  it('a colour already scored this round gives nothing', () => {
    const b = scoreHand(fresh(), { hands: suits(h.bombs), grabs: grabs([0, 'red']) }).book;
    const r = scoreHand(b, { hands: suits(h.bombs), grabs: grabs([1, 'blue'], [0, 'red']) });
    expect(row(r.book, 0)).toEqual([2, null, null]);
    expect(r.entries.find((e) => e.player === 0)?.reason).toBe('not-needed');
  });
  it('no X marks and no fakes in ZUMA', () => {
    expect(
      pendingXChoices(fresh(), { hands: suits(h.mix), grabs: grabs([0, 'red']), fakes: [1] }),
    ).toEqual([]);
    const r = scoreHand(fresh(), { hands: suits(h.bombs), grabs: grabs([0, 'red']), fakes: [1] });
    expect(row(r.book, 1)).toEqual([null, null, null]);
  });
  it('a round ends when one player has scored every colour', () => {
    let b = fresh();
    b = scoreHand(b, { hands: suits(h.bombs), grabs: grabs([0, 'red']) }).book;
    b = scoreHand(b, { hands: suits(h.bombs), grabs: grabs([0, 'blue']) }).book;
    const r = scoreHand(b, { hands: suits(h.bombs), grabs: grabs([0, 'violet']) });
    expect(r.roundEnded).toBe(true);
    expect(totals(r.book)[0]).toBe(6);
  });
});

describe('false first grab in ZUMA', () => {
  it('DE: -2 in the Montezuma column and no points for the stick; others score normally', () => {
    const h = HANDS['zuma-de'];
    const r = scoreHand(newScorebook('zuma-de', 4), {
      hands: suits(h.mix),
      grabs: grabs([0, 'red'], [1, 'blue']),
    });
    expect(row(r.book, 0)).toEqual([null, null, null]);
    expect(r.book.montezuma).toEqual([-2, 0, -1, -2]);
    expect(row(r.book, 1)).toEqual([null, 1, null]);
  });
  it("FR: the false grabber's points are not counted, with no further penalty; others score normally", () => {
    const h = HANDS['zuma-fr'];
    const r = scoreHand(newScorebook('zuma-fr', 4), {
      hands: suits(h.mix),
      grabs: grabs([0, 'red'], [1, 'blue']),
    });
    expect(row(r.book, 0)).toEqual([null, null, null]);
    expect(r.book.montezuma).toEqual([0, 0, -1, -2]);
    expect(row(r.book, 1)).toEqual([null, 1, null]);
  });
  it('a void hand (no grab, a redeal) scores nothing and costs no bomb points', () => {
    const r = scoreHand(newScorebook('zuma-de', 4), {
      hands: suits(HANDS['zuma-de'].win),
      grabs: [],
    });
    expect(r.book.montezuma).toEqual([0, 0, 0, 0]);
    expect(r.book.hands).toBe(1);
  });
});
