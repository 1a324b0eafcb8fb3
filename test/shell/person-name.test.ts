// The person's name at a table: the language's "You" until they choose a name of their own.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL, personName } from '../../src/shell/settings';

describe('personName', () => {
  it('says "You" in the language while the name is the default or empty', () => {
    expect(personName(DEFAULT_SHELL, 'Du')).toBe('Du');
    expect(personName({ name: '' }, 'Vous')).toBe('Vous');
    expect(personName({ name: '  ' }, 'Vous')).toBe('Vous');
  });
  it("keeps the person's own name", () => {
    expect(personName({ name: 'Mika' }, 'Du')).toBe('Mika');
  });
});
