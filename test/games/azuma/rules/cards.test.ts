// Cards, editions and table set-up: deck sizes, sticks and colours per player count.
import { describe, expect, it } from 'vitest';
import {
  BOMB,
  buildDeck,
  letterSuit,
  suitLetter,
  suitOf,
} from '../../../../src/games/azuma/rules/cards';
import {
  EDITIONS,
  EDITION_IDS,
  PLAYER_COUNTS,
  sheetColours,
} from '../../../../src/games/azuma/rules/editions';
import { resolveOptions } from '../../../../src/games/azuma/rules/options';
import { stickColours, tableSetup } from '../../../../src/games/azuma/rules/setup';

describe('cards', () => {
  it('has 10 suits of 4 and 3 bombs', () => {
    const deck = buildDeck(10);
    expect(deck).toHaveLength(43);
    expect(new Set(deck).size).toBe(43);
    expect(deck.filter((c) => suitOf(c) === BOMB)).toHaveLength(3);
    for (let s = 0; s < 10; s += 1) expect(deck.filter((c) => suitOf(c) === s)).toHaveLength(4);
  });
  it('maps suits to record letters and back', () => {
    expect(suitLetter(0)).toBe('A');
    expect(suitLetter(9)).toBe('J');
    expect(suitLetter(BOMB)).toBe('Z');
    expect(letterSuit('Z')).toBe(BOMB);
    expect(letterSuit('C')).toBe(2);
    expect(letterSuit('K')).toBeUndefined();
    expect(letterSuit('AB')).toBeUndefined();
  });
});

describe('editions as data', () => {
  it.each([
    ['azuma', { 3: 6, 4: 8, 5: 9, 6: 10 }],
    ['zuma-de', { 3: 5, 4: 7, 5: 9, 6: 10 }],
    ['zuma-fr', { 3: 7, 4: 8, 5: 9, 6: 10 }],
  ] as const)('%s uses the suits of its own table', (id, suits) => {
    expect(EDITIONS[id].suits).toEqual(suits);
    for (const n of PLAYER_COUNTS)
      expect(tableSetup(EDITIONS[id], n, resolveOptions(EDITIONS[id])).deck).toHaveLength(
        suits[n] * 4 + 3,
      );
  });

  it('always has one stick fewer than players, at least one of each scored colour', () => {
    for (const id of EDITION_IDS) {
      const ed = EDITIONS[id];
      for (const n of PLAYER_COUNTS) {
        const sticks = stickColours(ed, n, resolveOptions(ed));
        expect(sticks).toHaveLength(n - 1);
        for (const c of sheetColours(ed, n)) expect(sticks).toContain(c);
      }
    }
  });

  it('uses yellow + pink (AZUMA) and red + blue (ZUMA) with 3 players', () => {
    expect(stickColours(EDITIONS.azuma, 3, resolveOptions(EDITIONS.azuma))).toEqual([
      'yellow',
      'pink',
    ]);
    expect(sheetColours(EDITIONS.azuma, 3)).toEqual(['yellow', 'pink']);
    expect(stickColours(EDITIONS['zuma-de'], 3, resolveOptions(EDITIONS['zuma-de']))).toEqual([
      'red',
      'blue',
    ]);
    expect(sheetColours(EDITIONS['zuma-fr'], 3)).toEqual(['red', 'blue']);
  });

  it('uses all five sticks with 6 players', () => {
    expect(stickColours(EDITIONS.azuma, 6, resolveOptions(EDITIONS.azuma))).toEqual([
      'yellow',
      'yellow',
      'blue',
      'blue',
      'pink',
    ]);
    expect(stickColours(EDITIONS['zuma-de'], 6, resolveOptions(EDITIONS['zuma-de']))).toEqual([
      'red',
      'red',
      'blue',
      'blue',
      'violet',
    ]);
  });

  it('5 players: two of colour 1 by default (gap 5); AZUMA and ZUMA FR may double colour 2; ZUMA DE may not', () => {
    expect(stickColours(EDITIONS.azuma, 5, resolveOptions(EDITIONS.azuma))).toEqual([
      'yellow',
      'yellow',
      'blue',
      'pink',
    ]);
    expect(
      stickColours(
        EDITIONS.azuma,
        5,
        resolveOptions(EDITIONS.azuma, { fivePlayerDouble: 'second' }),
      ),
    ).toEqual(['yellow', 'blue', 'blue', 'pink']);
    expect(
      stickColours(
        EDITIONS['zuma-fr'],
        5,
        resolveOptions(EDITIONS['zuma-fr'], { fivePlayerDouble: 'second' }),
      ),
    ).toEqual(['red', 'blue', 'blue', 'violet']);
    expect(
      stickColours(
        EDITIONS['zuma-de'],
        5,
        resolveOptions(EDITIONS['zuma-de'], { fivePlayerDouble: 'second' }),
      ),
    ).toEqual(['red', 'red', 'blue', 'violet']);
  });

  it('has the option defaults of RULES.md "Gaps"', () => {
    expect(resolveOptions(EDITIONS.azuma)).toEqual({
      tiebreak: true,
      endStuckRound: true,
      stallLimit: 60,
      grabWindowMs: 4000,
      fivePlayerDouble: 'first',
      maxHandsPerRound: null,
    });
    expect(resolveOptions(EDITIONS['zuma-de']).tiebreak).toBe(false);
    expect(resolveOptions(EDITIONS['zuma-fr']).tiebreak).toBe(false);
    expect(resolveOptions(EDITIONS['zuma-fr'], { tiebreak: true }).tiebreak).toBe(true);
  });
});
