// Why a dimmed card cannot lead: a lower card of its suit leads, or the stop asked for the other colour.
import { describe, expect, it } from 'vitest';
import { card, colourOf, JOKER } from '../../../../src/games/bonanza/rules/cards';
import { leadWhy } from '../../../../src/games/bonanza/view/lead-why';

describe('why a card cannot lead', () => {
  const fourSpades = card(4, 0);
  const kingSpades = card(13, 0);
  const twoHearts = card(2, 1);
  it('names the lowest of its suit when that one may lead', () => {
    expect(leadWhy(kingSpades, [fourSpades, twoHearts], -1)).toEqual({
      why: 'not-lowest',
      lowest: fourSpades,
    });
  });
  it('says the colour when the stop asked for the other one', () => {
    const black = colourOf(fourSpades);
    expect(leadWhy(twoHearts, [fourSpades], black)).toEqual({ why: 'wrong-colour' });
    // The lowest of a black suit is named before the colour.
    expect(leadWhy(kingSpades, [fourSpades], black)).toEqual({
      why: 'not-lowest',
      lowest: fourSpades,
    });
  });
  it('has nothing more to say of the Joker or a card with no reason of these', () => {
    expect(leadWhy(JOKER, [fourSpades], -1)).toEqual({ why: 'not-now' });
    expect(leadWhy(twoHearts, [fourSpades], -1)).toEqual({ why: 'not-now' });
  });
});
