// The poker names and the preselected five the screen shows come from the rules' own evaluation.
import { describe, expect, it } from 'vitest';
import { card, cardNames, JOKER, parseCard } from '../../../../src/games/bonanza/rules/cards';
import { pokerValue } from '../../../../src/games/bonanza/rules/poker-hand';
import {
  bestFiveOf,
  bestHandName,
  fiveInOrder,
  fiveName,
} from '../../../../src/games/bonanza/view/poker';

describe('the person poker hand on screen', () => {
  it('marks the best five and names it; under five cards it names nothing', () => {
    // Nines full of queens among other cards.
    const hand = [
      card(9, 0),
      card(9, 1),
      card(9, 2),
      card(12, 1),
      card(12, 2),
      card(3, 0),
      card(5, 3),
    ];
    expect(bestFiveOf(hand).sort((a, b) => a - b)).toEqual(
      [card(9, 0), card(9, 1), card(9, 2), card(12, 1), card(12, 2)].sort((a, b) => a - b),
    );
    expect(bestHandName(hand)).toBe('full house');
    expect(fiveName([card(2, 0), card(5, 0), card(9, 0), card(11, 0), card(13, 0)])).toBe('flush');
    expect(bestHandName(hand.slice(0, 4))).toBeNull();
    expect(bestFiveOf(hand.slice(0, 3))).toHaveLength(3);
  });

  it('lays a shown five out as a poker player does, whatever order it was chosen in', () => {
    const five = (names: string) => names.split(' ').map((n) => parseCard(n) as number);
    const laid = (names: string) => cardNames(fiveInOrder(five(names))).join(' ');
    expect(laid('9S 8H 6D 5C 7S')).toBe('9S 8H 7S 6D 5C');
    expect(laid('4S KH 4D KC KS')).toMatch(/^K. K. K. 4. 4.$/);
    expect(laid('2S 5S 3H 9D 2D')).toMatch(/^2. 2. 9D 5S 3H$/);
    expect(laid('AS 2H 3D 4C 5S')).toBe('5S 4C 3D 2H AS');
    // Every five: the same cards, the same value; with the Joker, as chosen.
    const deck = Array.from({ length: 52 }, (_, i) => i);
    for (let i = 0; i < 500; i += 1) {
      const pick = deck
        .map((c) => ({ c, k: Math.sin(i * 97 + c * 13) }))
        .sort((a, b) => a.k - b.k)
        .slice(0, 5)
        .map((x) => x.c);
      const out = fiveInOrder(pick);
      expect([...out].sort((a, b) => a - b)).toEqual([...pick].sort((a, b) => a - b));
      expect(pokerValue(out)).toBe(pokerValue(pick));
    }
    const withJoker = [JOKER, card(9, 0), card(3, 1), card(5, 2), card(7, 3)];
    expect(fiveInOrder(withJoker)).toEqual(withJoker);
  });
});
