// The winning-hand test.
import { describe, expect, it } from 'vitest';
import { winKindOfSuits } from '../../src/rules/hand';
import { suits } from './helpers';

const kind = (text: string) => winKindOfSuits(suits(text)[0]!);

describe('winning hand', () => {
  it('4 of one suit + 3 of another wins, in any order', () => {
    expect(kind('AAAABBB')).toBe('four-three');
    expect(kind('BABABAA')).toBe('four-three');
  });
  it('all 3 bombs + any 4 cards wins', () => {
    expect(kind('ZZZABCD')).toBe('bombs');
    expect(kind('AZBZCZD')).toBe('bombs');
  });
  it('near misses do not win', () => {
    expect(kind('AAABBBC')).toBeNull();
    expect(kind('AAAABBC')).toBeNull();
    expect(kind('AAAAZZB')).toBeNull();
    expect(kind('ZZAAAAB')).toBeNull();
  });
  it('8-card hands (ZUMA DE): the extra card does not matter', () => {
    expect(kind('AAAABBBC')).toBe('four-three');
    expect(kind('AAAABBBB')).toBe('four-three');
    expect(kind('ZZZAAAAB')).toBe('bombs');
    expect(kind('AAABBBCC')).toBeNull();
  });
});
