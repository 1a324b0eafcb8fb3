// The news of a won space names the cards that won it: the winner's show at that call, nothing else.
import { describe, expect, it } from 'vitest';
import { card, JOKER } from '../../../../src/games/bonanza/rules/cards';
import { type CallShow, wonWith } from '../../../../src/games/bonanza/view/won-with';

const seven = [card(7, 0), card(8, 0), card(9, 0)];
const jacks = [card(11, 0), card(12, 0), card(13, 0)];

describe('the cards a space was won with', () => {
  it("are the winner's show at that call, not a loser's", () => {
    const shows: CallShow[] = [
      { seat: 1, call: 'sequence', cards: seven },
      { seat: 2, call: 'sequence', cards: jacks },
    ];
    expect(wonWith(shows, 'sequence', [2])).toEqual([jacks]);
  });

  it('are none for a space no show takes: the Joker, poker, a paying card of the run-out', () => {
    const shows: CallShow[] = [{ seat: 1, call: 'joker', cards: [JOKER] }];
    expect(wonWith(shows, 'joker', [1])).toEqual([]);
    expect(wonWith(shows, 'poker', [1])).toEqual([]);
    expect(wonWith([{ seat: 1, call: 'sequence', cards: seven }], 'aceSpades', [1])).toEqual([]);
  });
});
