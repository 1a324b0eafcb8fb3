// A winning hand of all three bombs is named as such in the hint: a newcomer was told to grab with bombs and other cards, and did not know why.
import { describe, expect, it } from 'vitest';
import { PERSON } from '../../../../src/games/azuma/game';
import { hintFor, selectWinsWithBombs } from '../../../../src/games/azuma/view/hints';
import { Harness } from '../../../statecharts/azuma/harness';

/** The person (seat 0) dealt the first hand at a table of four; the hint and the bombs' question once passing. */
function dealt(hands: string[]) {
  const h = Harness.create({ players: 4, deals: [hands] });
  h.until('choosing');
  return { hint: hintFor(h.snap, PERSON), bombs: selectWinsWithBombs(h.snap) };
}

describe('the hint on a winning hand', () => {
  it('says all three bombs when they are what wins', () => {
    expect(dealt(['ZZZABCD', 'AAABBBE', 'CCCDDDE', 'EEFFFGG'])).toEqual({
      hint: 'win',
      bombs: true,
    });
  });

  it('is the plain winning hand for four and three, and nothing of bombs without a win', () => {
    expect(dealt(['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHB'])).toEqual({
      hint: 'win',
      bombs: false,
    });
    expect(dealt(['ZZABBCG', 'AAACCCD', 'BBDDDEE', 'EEFFFGG'])).toEqual({
      hint: 'choose',
      bombs: false,
    });
  });
});
