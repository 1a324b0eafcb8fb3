// The player strip names what its numbers count ("fields" under the score), one and many alike, in every language.
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../../src/games/azacru/texts';
import de from '../../../../src/games/azacru/texts/de.json';
import en from '../../../../src/games/azacru/texts/en.json';
import fr from '../../../../src/games/azacru/texts/fr.json';
import { playerWords } from '../../../../src/games/azacru/ui/player-words';

/** A translator over one language's texts (dotted keys, {{count}} filled in). */
const translator = (texts: object): TFunction =>
  ((key: string, values?: { count?: number }) => {
    const text = key
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts) as string;
    return text.replace('{{count}}', String(values?.count ?? ''));
  }) as TFunction;

describe('playerWords', () => {
  it('says one field and one chevron, and many, in English', () => {
    const t = translator(en);
    expect(playerWords(t, 1, 1)).toEqual({
      score: '1 field',
      unit: 'field',
      chevrons: '1 chevron',
    });
    expect(playerWords(t, 0, 4)).toEqual({
      score: '0 fields',
      unit: 'fields',
      chevrons: '4 chevrons',
    });
  });

  it('gives every count a real text in German and French', () => {
    for (const texts of [de, fr])
      for (const n of [0, 1, 2, 7]) {
        const w = playerWords(translator(texts), n, n);
        for (const text of Object.values(w)) expect(text).toMatch(/^[^{}.]+$/);
        expect(w.score.startsWith(`${n} `)).toBe(true);
        expect(w.score.endsWith(w.unit)).toBe(true);
      }
  });
});
