// What each space of the sheet asks for comes from the rules' own cards, and every language says it.
import { describe, expect, it } from 'vitest';
import { isPair } from '../../../../src/games/bonanza/rules/pairs';
import { payingSpace, SPACES } from '../../../../src/games/bonanza/rules/sheet';
import de from '../../../../src/games/bonanza/texts/de.json';
import en from '../../../../src/games/bonanza/texts/en.json';
import fr from '../../../../src/games/bonanza/texts/fr.json';
import { spaceWant } from '../../../../src/games/bonanza/view/space-wants';

describe('what a space asks for', () => {
  it('names the pair the rules take and the card that pays, for every space', () => {
    const kinds = SPACES.map((_, i) => spaceWant(i));
    expect(kinds.map((w) => w.kind)).toEqual([
      'joker',
      'pair',
      'sequence',
      'pair',
      'poker',
      'paying',
      'paying',
      'paying',
      'paying',
      'bonanza',
    ]);
    kinds.forEach((w, i) => {
      if (w.kind === 'pair')
        expect(isPair(SPACES[i] as 'queenJack' | 'tenTwo', w.cards)).toBe(true);
      if (w.kind === 'paying') expect(payingSpace(w.card)).toBe(i);
    });
  });

  it('is said in every language, the cards filled in', () => {
    for (const texts of [en, de, fr]) {
      const w = texts.bonanza.wants;
      expect(w.pair).toContain('{{cards}}');
      expect(w.paying).toContain('{{card}}');
      for (const line of Object.values(w)) expect(line.length).toBeGreaterThan(0);
    }
    // The poker's five come from the player's own cards (a play-tester read "The best five" as the
    // table's).
    expect(en.bonanza.wants.poker).toMatch(/your hand/);
    expect(de.bonanza.wants.poker).toMatch(/deiner Karten/);
    expect(fr.bonanza.wants.poker).toMatch(/votre main/);
  });
});
