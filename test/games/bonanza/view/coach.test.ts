// The coach's poker line names exactly the actions the person is offered (no "Check or bet" facing a bet).
import { describe, expect, it } from 'vitest';
import de from '../../../../src/games/bonanza/texts/de.json';
import en from '../../../../src/games/bonanza/texts/en.json';
import fr from '../../../../src/games/bonanza/texts/fr.json';
import type { PokerAction } from '../../../../src/games/bonanza/rules/events';
import { coachLine } from '../../../../src/games/bonanza/view/coach';

type Table = { readonly [key: string]: string | Table };
const lookup = (table: Table, key: string): string => {
  let at: string | Table = table;
  for (const part of key.split('.')) at = typeof at === 'string' ? at : (at[part] ?? '');
  return typeof at === 'string' ? at : '';
};

/** What the rules can offer at poker: with no bet yet, or facing one; a bet or raise may be capped. */
const OFFERS: readonly (readonly PokerAction[])[] = [
  ['check', 'bet', 'fold'],
  ['check', 'fold'],
  ['call', 'raise', 'fold'],
  ['call', 'fold'],
];
const ALL: readonly PokerAction[] = ['check', 'bet', 'call', 'raise', 'fold'];

describe("the coach's poker line", () => {
  for (const offered of OFFERS) {
    it(`names ${offered.join(', ')} and no other action (en)`, () => {
      const line = lookup(en, coachLine('poker', offered));
      expect(line).not.toBe('');
      for (const action of ALL) {
        const named = new RegExp(`\\b${action}\\b`, 'i').test(line);
        expect(named, `"${line}" names ${action}`).toBe(offered.includes(action));
      }
    });
    it(`has its line in de and fr (${offered.join(', ')})`, () => {
      const key = coachLine('poker', offered);
      expect(lookup(de, key)).not.toBe('');
      expect(lookup(fr, key)).not.toBe('');
    });
  }

  it('four different lines for the four offers; other decisions keep their own line', () => {
    expect(new Set(OFFERS.map((o) => coachLine('poker', o))).size).toBe(4);
    expect(coachLine('lead')).toBe('bonanza.coach.lead');
    expect(coachLine('pass-only')).toBe('bonanza.coach.bidding');
  });
});
