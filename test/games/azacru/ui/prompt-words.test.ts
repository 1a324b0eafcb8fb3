// The move prompts say what their terms mean (a chevron's power, a border's turn) in every language: the first game's coach is not there in later games.
import { describe, expect, it } from 'vitest';
import de from '../../../../src/games/azacru/texts/de.json';
import en from '../../../../src/games/azacru/texts/en.json';
import fr from '../../../../src/games/azacru/texts/fr.json';

/** Each language's word for a borderland and for the player's own fields, as its coach says them. */
const WORDS = [
  { texts: en, borderland: 'borderland', fields: 'your fields' },
  { texts: de, borderland: 'Grenzland', fields: 'deine Felder' },
  { texts: fr, borderland: 'zone', fields: 'vos cases' },
] as const;

describe('the move prompts', () => {
  it('say what the power counts: your fields in the chevron’s borderland, as the coach does', () => {
    for (const { texts, borderland, fields } of WORDS) {
      const { prompt, coach } = texts.azacru;
      expect(coach.chevron).toContain(borderland);
      expect(coach.chevron).toContain(fields.split(' ')[1]);
      // The coach speaks of a borderland before anything else names one: it says what one is.
      expect(coach.chevron).toContain('3×3');
      for (const line of [prompt.target, prompt.targetOne]) {
        expect(line).toContain('{{power}}');
        expect(line).toContain(borderland);
        expect(line).toContain(fields);
      }
    }
  });

  it('say what crossing a border allows: a turn of 45° as the chevron lands', () => {
    for (const { texts } of WORDS) {
      expect(texts.azacru.coach.twist).toContain('45°');
      expect(texts.azacru.prompt.twist).toContain('45°');
    }
  });
});
