// The run-out's colour is named with its suits' signs, so that four-colour faces leave no doubt which cards it means.
import { describe, expect, it } from 'vitest';
import { colourOfSuit, SUITS } from '../../../../src/games/bonanza/rules/cards';
import { colourLabel } from '../../../../src/games/bonanza/ui/card-label';
import type { TFunction } from '../../../../src/games/bonanza/texts';
import de from '../../../../src/games/bonanza/texts/de.json';
import en from '../../../../src/games/bonanza/texts/en.json';
import fr from '../../../../src/games/bonanza/texts/fr.json';

const SIGNS = ['♠', '♥', '♦', '♣'];

/** A translator over one language's texts (keys as dotted paths). */
const translator = (texts: object): TFunction =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts)) as TFunction;

describe('colourLabel', () => {
  it('names the colour and shows the signs of exactly its suits, in every language', () => {
    for (const texts of [en, de, fr]) {
      const t = translator(texts);
      for (const colour of [0, 1] as const) {
        const label = colourLabel(t, colour);
        expect(label.startsWith(`${texts.bonanza.colour[colour]} `), label).toBe(true);
        for (const s of SUITS)
          expect(label.includes(SIGNS[s]!), `${label}: suit ${s}`).toBe(colourOfSuit(s) === colour);
      }
    }
    expect(colourLabel(translator(en), 1)).toBe('red ♥♦');
    expect(colourLabel(translator(en), 0)).toBe('black ♠♣');
  });
});
