// AZUMA (US) scoring: one test per rule of RULES.md.
import { describe, expect, it } from 'vitest';
import { pendingXChoices, scoreHand } from '../../../../src/games/azuma/rules/score';
import { newScorebook, type Scorebook, totals } from '../../../../src/games/azuma/rules/scorebook';
import { grabs, suits } from './helpers';

// 4 players: colours yellow, blue, pink; one stick each.
const WIN = 'AAAABBB CCCCDDD EEEEFFF GGGZZZH'; // p3 holds all 3 bombs
const MIX = 'AAABBBC CCCDDDD EEEFFFZ GGGGHHH'; // p0 no win, p1 4+3, p2 one bomb, p3 4+3
const row = (book: Scorebook, p: number) =>
  book.rounds[book.round]?.cells[p] ?? book.rounds.at(-1)?.cells[p];

describe('AZUMA scoring', () => {
  const fresh = () => newScorebook('azuma', 4);

  it('first grabber with 4+3 scores 2', () => {
    const { book } = scoreHand(fresh(), { hands: suits(WIN), grabs: grabs([0, 'blue']) });
    expect(row(book, 0)).toEqual([null, 2, null]);
  });
  it('first grabber with all 3 bombs scores 3', () => {
    const { book } = scoreHand(fresh(), { hands: suits(WIN), grabs: grabs([3, 'pink']) });
    expect(row(book, 3)).toEqual([null, null, 3]);
  });
  it('another grabber with 4+3 scores 2, with all 3 bombs 3, otherwise 1', () => {
    const { book } = scoreHand(fresh(), {
      hands: suits('AAAABBB CCCCDDD EEEFFFH GGGZZZH'),
      grabs: grabs([0, 'yellow'], [1, 'blue'], [3, 'pink']),
    });
    expect(row(book, 1)).toEqual([null, 2, null]);
    expect(row(book, 3)).toEqual([null, null, 3]);
    const plain = scoreHand(fresh(), {
      hands: suits('AAAABBB CCCDDDE EEEFFFH GGGZZZH'),
      grabs: grabs([0, 'yellow'], [1, 'blue']),
    });
    expect(row(plain.book, 1)).toEqual([null, 1, null]);
  });
  it('a colour already scored this round gives nothing', () => {
    let { book } = scoreHand(fresh(), { hands: suits(WIN), grabs: grabs([0, 'blue']) });
    const r = scoreHand(book, { hands: suits(WIN), grabs: grabs([0, 'blue']) });
    book = r.book;
    expect(row(book, 0)).toEqual([null, 2, null]);
    expect(r.entries[0]?.reason).toBe('not-needed');
  });
  it('caught with 1 or 2 bombs: no points, the cell stays open, earlier points stay', () => {
    let { book } = scoreHand(fresh(), {
      hands: suits(WIN),
      grabs: grabs([1, 'yellow'], [2, 'blue']),
    });
    expect(row(book, 2)).toEqual([null, 2, null]);
    const r = scoreHand(book, { hands: suits(MIX), grabs: grabs([1, 'pink'], [2, 'yellow']) });
    book = r.book;
    expect(r.entries.find((e) => e.player === 2)?.reason).toBe('blocked-by-bombs');
    expect(row(book, 2)).toEqual([null, 2, null]);
    const open = scoreHand(fresh(), {
      hands: suits(MIX),
      grabs: grabs([1, 'pink'], [2, 'yellow']),
    });
    expect(row(open.book, 2)).toEqual([null, null, null]);
    expect(book.montezuma).toEqual([0, 0, 0, 0]);
  });
  it('first grabber without a winning hand: X in the grabbed colour; others score normally', () => {
    const r = scoreHand(fresh(), { hands: suits(MIX), grabs: grabs([0, 'blue'], [1, 'yellow']) });
    expect(row(r.book, 0)).toEqual([null, 'X', null]);
    expect(row(r.book, 1)).toEqual([2, null, null]);
  });
  it("false first grab on a colour already holding a number: X in an open cell of the player's choosing", () => {
    let { book } = scoreHand(fresh(), { hands: suits(WIN), grabs: grabs([0, 'blue']) });
    expect(pendingXChoices(book, { hands: suits(MIX), grabs: grabs([0, 'blue']) })).toEqual([
      { player: 0, open: ['yellow', 'pink'] },
    ]);
    book = scoreHand(book, { hands: suits(MIX), grabs: grabs([0, 'blue']), x: { 0: 'pink' } }).book;
    expect(row(book, 0)).toEqual([null, 2, 'X']);
  });
  it('X without a choice goes into the first open cell in sheet order', () => {
    let { book } = scoreHand(fresh(), { hands: suits(WIN), grabs: grabs([0, 'blue']) });
    book = scoreHand(book, { hands: suits(MIX), grabs: grabs([0, 'blue']) }).book;
    expect(row(book, 0)).toEqual(['X', 2, null]);
  });
  it("a fake puts an X in an open cell of the faker's choosing; others score normally", () => {
    const r = scoreHand(fresh(), {
      hands: suits(WIN),
      grabs: grabs([0, 'blue']),
      fakes: [2],
      x: { 2: 'pink' },
    });
    expect(row(r.book, 2)).toEqual([null, null, 'X']);
    expect(row(r.book, 0)).toEqual([null, 2, null]);
  });
  it('ends the round when a player has a number in every colour; round score = sum of cells', () => {
    let book = fresh();
    for (const c of ['yellow', 'blue'] as const)
      book = scoreHand(book, { hands: suits(WIN), grabs: grabs([3, c]) }).book;
    const r = scoreHand(book, { hands: suits(WIN), grabs: grabs([3, 'pink'], [0, 'yellow']) });
    expect(r.roundEnded).toBe(true);
    expect(r.book.round).toBe(1);
    expect(totals(r.book)).toEqual([2, 0, 0, 9]);
  });
  it('an X never completes a round, and a round nobody can finish ends at once (gap 1)', () => {
    const book = scoreHand(fresh(), {
      hands: suits(MIX),
      grabs: grabs([0, 'yellow']),
      fakes: [1, 2],
    }).book;
    expect(book.round).toBe(0);
    const r = scoreHand(book, { hands: suits(MIX), grabs: grabs([3, 'yellow']), fakes: [] });
    expect(r.roundEnded).toBe(false);
    const stuck = scoreHand(book, { hands: suits(WIN), grabs: grabs([0, 'blue']), fakes: [3] });
    expect(stuck.roundEnded).toBe(true);
  });
  it('with the stuck-round settlement off, such a round goes on', () => {
    const book = newScorebook('azuma', 3, { endStuckRound: false });
    const r = scoreHand(book, {
      hands: suits('AAABBBC CCCDDDE EEEFFFA'),
      grabs: grabs([0, 'yellow']),
      fakes: [1, 2],
    });
    expect(r.roundEnded).toBe(false);
  });
});
