// The poker names and the preselected five the screen shows come from the rules' own evaluation.
import { describe, expect, it } from 'vitest';
import { card } from '../../../../src/games/bonanza/rules/cards';
import { bestFiveOf, bestHandName, fiveName } from '../../../../src/games/bonanza/view/poker';

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
});
