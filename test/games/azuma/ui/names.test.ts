// Names in a sentence: one name alone, the last two joined by the language's "and".
import { describe, expect, it } from 'vitest';
import { listNames } from '../../../../src/games/azuma/ui/game/names';

describe('listNames', () => {
  it('joins names the way a sentence does', () => {
    expect(listNames([], 'and')).toBe('');
    expect(listNames(['Mika'], 'and')).toBe('Mika');
    expect(listNames(['You', 'Jo'], 'and')).toBe('You and Jo');
    expect(listNames(['Mika', 'Jo', 'Lotti'], 'und')).toBe('Mika, Jo und Lotti');
  });
});
