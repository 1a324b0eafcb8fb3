// The winning-hand test, and the allocation-free check bots use after every pick-up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../../../src/games/azuma/rules/cards';
import { isWinningHand, winKind, winKindOfSuits } from '../../../../src/games/azuma/rules/hand';
import { createRng, shuffle } from '../../../../src/lib/rng';
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

describe('isWinningHand', () => {
  it('agrees with winKind for hands checked one after another (its scratch space is left clean)', () => {
    const deck = buildDeck(10);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 14 })), { maxLength: 20 }),
        (hands) => {
          for (const [seed, size] of hands) {
            const hand = shuffle(deck, createRng(seed)).slice(0, size);
            expect(isWinningHand(hand)).toBe(winKind(hand) !== null);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
