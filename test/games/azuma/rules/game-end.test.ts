// Round and game end: three rounds, winners, AZUMA tie-breaker hands, ZUMA shared win, options.
import { describe, expect, it } from 'vitest';
import type { Colour, EditionId } from '../../../../src/games/azuma/rules/editions';
import { scoreHand } from '../../../../src/games/azuma/rules/score';
import { newScorebook, type Scorebook, totals } from '../../../../src/games/azuma/rules/scorebook';
import { grabs, suits } from './helpers';

const A3 = 'AAAABBB CCCCDDD EEEEFFF'; // every hand wins
const A3_ONE = 'AAAABBB CCCDDDE EEEEFFF'; // p1 does not win
const Z3DE = 'AAAABBBZ CCCCDDDZ EEEEZ'; // zuma-de 3 players: 5 suits, 23 cards
const Z3FR = 'AAAABBB CCCCDDD EEEEFFF';

/** Plays one round in which the given players take the two colours (first grabber scores). */
function round(
  book: Scorebook,
  text: string,
  c: [Colour, Colour],
  takers: [number, number][],
): Scorebook {
  let b = book;
  for (const [first, second] of takers) {
    b = scoreHand(b, { hands: suits(text), grabs: grabs([first, c[0]], [second, c[1]]) }).book;
    b = scoreHand(b, { hands: suits(text), grabs: grabs([first, c[1]], [second, c[0]]) }).book;
  }
  return b;
}

describe('game end', () => {
  it('ends after three rounds with one winner', () => {
    let b = newScorebook('azuma', 3);
    for (let r = 0; r < 3; r += 1) b = round(b, A3_ONE, ['yellow', 'pink'], [[0, 1]]);
    expect(totals(b)).toEqual([12, 6, 0]);
    expect(b.phase).toBe('over');
    expect(b.winners).toEqual([0]);
    expect(b.rounds).toHaveLength(3);
    expect(() => scoreHand(b, { hands: suits(A3), grabs: [] })).toThrow(/over/);
  });

  it('AZUMA tie-breaker: totals compared after every hand; the first player strictly ahead wins', () => {
    let b = newScorebook('azuma', 3);
    // Each round: p0 and p1 both complete with 2 + 2 (first and other grabbers both hold 4+3).
    for (let r = 0; r < 3; r += 1) {
      b = scoreHand(b, { hands: suits(A3), grabs: grabs([0, 'yellow'], [1, 'pink']) }).book;
      b = scoreHand(b, { hands: suits(A3), grabs: grabs([0, 'pink'], [1, 'yellow']) }).book;
    }
    expect(totals(b)).toEqual([12, 12, 0]);
    expect(b.phase).toBe('tiebreak');
    // A tie-breaker hand that leaves them level: both score 2, colours ignored (both took "yellow" before).
    b = scoreHand(b, { hands: suits(A3), grabs: grabs([0, 'yellow'], [1, 'pink']) }).book;
    expect(b.tiebreak).toEqual([2, 2, 0]);
    expect(b.phase).toBe('tiebreak');
    // p1 grabs first, p0 takes nothing: p1 strictly ahead.
    const r = scoreHand(b, { hands: suits(A3), grabs: grabs([1, 'yellow'], [2, 'pink']) });
    expect(r.book.tiebreak).toEqual([2, 4, 2]);
    expect(r.book.phase).toBe('over');
    expect(r.book.winners).toEqual([1]);
    expect(r.book.rounds).toHaveLength(3);
  });

  it.each([
    ['zuma-de', Z3DE],
    ['zuma-fr', Z3FR],
  ] as const)('%s: a tie at the top is a shared win by default (gap 4)', (edition, text) => {
    let b = newScorebook(edition as EditionId, 3);
    for (let r = 0; r < 3; r += 1) {
      b = scoreHand(b, { hands: suits(text), grabs: grabs([0, 'red'], [1, 'blue']) }).book;
      b = scoreHand(b, { hands: suits(text), grabs: grabs([1, 'red'], [0, 'blue']) }).book;
    }
    expect(b.phase).toBe('over');
    expect(b.winners).toEqual([0, 1]);
  });

  it('ZUMA with the tie-breaker option on plays tie-breaker hands', () => {
    let b = newScorebook('zuma-fr', 3, { tiebreak: true });
    for (let r = 0; r < 3; r += 1) {
      b = scoreHand(b, { hands: suits(Z3FR), grabs: grabs([0, 'red'], [1, 'blue']) }).book;
      b = scoreHand(b, { hands: suits(Z3FR), grabs: grabs([1, 'red'], [0, 'blue']) }).book;
    }
    expect(b.phase).toBe('tiebreak');
    b = scoreHand(b, { hands: suits(Z3FR), grabs: grabs([0, 'red'], [1, 'blue']) }).book;
    expect(b.phase).toBe('over');
    expect(b.winners).toEqual([0]);
    expect(b.tiebreak).toEqual([2, 1, 0]);
  });

  it('AZUMA with the tie-breaker option off shares the win', () => {
    let b = newScorebook('azuma', 3, { tiebreak: false });
    for (let r = 0; r < 3; r += 1) {
      b = scoreHand(b, { hands: suits(A3), grabs: grabs([0, 'yellow'], [1, 'pink']) }).book;
      b = scoreHand(b, { hands: suits(A3), grabs: grabs([0, 'pink'], [1, 'yellow']) }).book;
    }
    expect(b.winners).toEqual([0, 1]);
  });

  it('gap 7: ZUMA FR "three hands at most" as an option ends a round after that many hands', () => {
    let b = newScorebook('zuma-fr', 4, { maxHandsPerRound: 3 });
    const text = 'AAAABBB CCCCDDD EEEEFFF GGGGHAB';
    for (let i = 0; i < 3; i += 1)
      b = scoreHand(b, { hands: suits(text), grabs: grabs([i, 'red']) }).book;
    expect(b.round).toBe(1);
    expect(newScorebook('zuma-fr', 4).options.maxHandsPerRound).toBeNull();
  });
});
