// Seeded RNG, shuffle, deal and the pass step.
import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../../../src/games/azuma/rules/cards';
import { deal, leftOf, rightOf } from '../../../../src/games/azuma/rules/deal';
import { EDITIONS } from '../../../../src/games/azuma/rules/editions';
import { PassError, passCards } from '../../../../src/games/azuma/rules/pass';
import { createRng, deriveSeed, shuffle } from '../../../../src/lib/rng';

describe('rng', () => {
  it('replays from a seed and from a saved state', () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    const saved = a.state();
    const next = a.next();
    expect(createRng(saved).next()).toBe(next);
    expect(createRng(43).next()).not.toBe(createRng(42).next());
  });
  it('draws integers in range, roughly uniformly', () => {
    const rng = createRng(7);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40000; i += 1) counts[rng.int(4)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });
  it('derives distinct seeds per label', () => {
    expect(deriveSeed(1, 'bot-1')).not.toBe(deriveSeed(1, 'bot-2'));
    expect(deriveSeed(1, 'bot-1')).toBe(deriveSeed(1, 'bot-1'));
  });
  it('shuffles into a permutation', () => {
    const deck = buildDeck(10);
    const s = shuffle(deck, createRng(1));
    expect(s).not.toEqual(deck);
    expect(s.slice().sort((x, y) => x - y)).toEqual(deck);
  });
});

describe('deal', () => {
  it('AZUMA / ZUMA FR: 7 each, the rest out of play', () => {
    const d = deal(EDITIONS.azuma, buildDeck(8), 4, 0, createRng(3));
    expect(d.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    expect(d.outOfPlay).toHaveLength(7);
    const fr = deal(EDITIONS['zuma-fr'], buildDeck(7), 3, 0, createRng(3));
    expect(fr.outOfPlay).toHaveLength(10);
  });
  it("ZUMA DE: every card dealt one at a time from the dealer's left", () => {
    const d = deal(EDITIONS['zuma-de'], buildDeck(7), 4, 1, createRng(3));
    expect(d.outOfPlay).toHaveLength(0);
    // 31 cards: seats 2, 3, 0 (from the dealer's left) get 8, the dealer gets 7.
    expect(d.hands.map((h) => h.length)).toEqual([8, 7, 8, 8]);
  });
  it('is the same for the same seed', () => {
    const a = deal(EDITIONS.azuma, buildDeck(10), 6, 2, createRng(9));
    const b = deal(EDITIONS.azuma, buildDeck(10), 6, 2, createRng(9));
    expect(a).toEqual(b);
  });
  it('seats: left is the next seat, right the previous', () => {
    expect(leftOf(5, 6)).toBe(0);
    expect(rightOf(0, 6)).toBe(5);
  });
});

describe('pass', () => {
  it('slides every chosen card to the left, then each picks up from the right', () => {
    const hands = [
      [0, 1],
      [4, 5],
      [8, 9],
    ];
    expect(passCards(hands, [1, 4, 9])).toEqual([
      [0, 9],
      [5, 1],
      [8, 4],
    ]);
  });
  it('refuses a card that is not held, and changes nothing', () => {
    const hands = [[0], [4], [8]];
    expect(() => passCards(hands, [0, 8, 8])).toThrow(PassError);
    expect(hands).toEqual([[0], [4], [8]]);
  });
  it('refuses a wrong number of chosen cards', () => {
    expect(() => passCards([[0], [4], [8]], [0, 4])).toThrow(PassError);
  });
});
