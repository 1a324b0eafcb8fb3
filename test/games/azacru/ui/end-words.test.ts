// The end's headline names who won in a sentence of the language: one winner, several (not "Ossian, Tilde wins."), or the person.
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../../src/games/azacru/texts';
import { translator as translate } from '../../translator';
import de from '../../../../src/games/azacru/texts/de.json';
import en from '../../../../src/games/azacru/texts/en.json';
import fr from '../../../../src/games/azacru/texts/fr.json';
import { endHeadline } from '../../../../src/games/azacru/ui/end-words';

const translator = (texts: object) => translate<TFunction>(texts);

const NAMES = ['You', 'Ossian', 'Tilde', 'Wren'];
const name = (p: number) => NAMES[p] ?? '?';

describe('endHeadline', () => {
  it('names one winner, or several joined by the language’s "and" with a plural verb', () => {
    const t = translator(en);
    expect(endHeadline(t, [1], 0, name)).toBe('Ossian wins.');
    expect(endHeadline(t, [1, 2], 0, name)).toBe('Ossian and Tilde share the win.');
    expect(endHeadline(t, [1, 2, 3], 0, name)).toBe('Ossian, Tilde and Wren share the win.');
    expect(endHeadline(translator(de), [1, 2], 0, name)).toBe(
      'Ossian und Tilde teilen sich den Sieg.',
    );
    expect(endHeadline(translator(fr), [1, 2], 0, name)).toBe(
      'Ossian et Tilde se partagent la victoire.',
    );
  });

  it('tells the person they won, alone or shared', () => {
    const t = translator(en);
    expect(endHeadline(t, [0], 0, name)).toBe(en.azacru.end.won);
    expect(endHeadline(t, [0, 2], 0, name)).toBe(en.azacru.end.shared);
  });
});
