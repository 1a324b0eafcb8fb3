// The pack and its names, the sheet's spaces, and every rule option as data with its default.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARD_NAMES,
  cardName,
  colourOf,
  JOKER,
  pack,
  parseCard,
  rankOf,
  suitOf,
} from '../../../src/games/bonanza/rules/cards';
import {
  OPTION_KEYS,
  OPTION_SPECS,
  OptionsSchema,
  resolveOptions,
} from '../../../src/games/bonanza/rules/options';
import { anteAmount, payingSpace, SPACES } from '../../../src/games/bonanza/rules/sheet';
import { parseEvent } from '../../../src/games/bonanza/rules/event-schema';
import { card } from './helpers';

describe('the pack', () => {
  it('53 cards: 52 and the Joker, named rank then suit ("10D", "QS", "JK"), each name once', () => {
    expect(pack()).toHaveLength(53);
    expect(new Set(CARD_NAMES).size).toBe(53);
    expect(CARD_NAMES.slice(0, 13).join(' ')).toBe('2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS');
    expect(cardName(JOKER)).toBe('JK');
    for (const c of pack()) expect(parseCard(cardName(c))).toBe(c);
    expect(parseCard('1D')).toBeUndefined();
    expect(parseCard('10d')).toBeUndefined();
  });

  it('aces high, spades and clubs black, hearts and diamonds red', () => {
    expect(rankOf(card('AS'))).toBe(14);
    expect(rankOf(card('2C'))).toBe(2);
    expect([card('KS'), card('KH'), card('KD'), card('KC')].map(colourOf)).toEqual([0, 1, 1, 0]);
    expect([card('KS'), card('KH'), card('KD'), card('KC')].map(suitOf)).toEqual([0, 1, 2, 3]);
  });

  it('the sheet: ten spaces in order; AS, KH, QD and JC pay; the ante is 10, or 9 without poker', () => {
    expect(SPACES).toEqual([
      'joker',
      'queenJack',
      'sequence',
      'tenTwo',
      'poker',
      'aceSpades',
      'kingHearts',
      'queenDiamonds',
      'jackClubs',
      'bonanza',
    ]);
    expect(['AS', 'KH', 'QD', 'JC', 'AH'].map((n) => payingSpace(card(n)))).toEqual([
      5, 6, 7, 8, -1,
    ]);
    expect([anteAmount(true), anteAmount(false)]).toEqual([10, 9]);
  });
});

describe('rule options', () => {
  it('every option of BONANZA.md is data with a default', () => {
    expect(OPTION_KEYS).toEqual(['poker', 'bet', 'raises', 'jokerRunOut', 'deals', 'endgame']);
    expect(resolveOptions(4)).toEqual({
      poker: 'bet',
      bet: 2,
      raises: 3,
      jokerRunOut: 'dead',
      deals: 8,
      endgame: 'split',
    });
    for (const key of OPTION_KEYS) {
      const spec = OPTION_SPECS[key];
      expect(spec.meaning.length).toBeGreaterThan(10);
      expect(spec.gap).toMatch(/^G\d+$/);
      if (spec.kind === 'choice') expect(spec.values).toContain(resolveOptions(3)[key]);
    }
  });

  it('the options schema is strict and bounded', () => {
    expect(v.safeParse(OptionsSchema, { poker: 'showdown', deals: 3 }).success).toBe(true);
    expect(v.safeParse(OptionsSchema, { poker: 'strip' }).success).toBe(false);
    expect(v.safeParse(OptionsSchema, { bet: 0 }).success).toBe(false);
    expect(v.safeParse(OptionsSchema, { raises: 11 }).success).toBe(false);
    const unknown = v.safeParse(OptionsSchema, { stake: 3 });
    expect(!unknown.success && unknown.issues[0].message).toMatch(/^unknown option "stake"/);
  });

  it('events from outside are checked for shape, strictly', () => {
    expect(parseEvent({ type: 'lead', seat: 1, card: 5 })).toEqual({
      event: { type: 'lead', seat: 1, card: 5 },
    });
    expect(parseEvent({ type: 'lead', seat: 1, card: 5, x: 1 })).toHaveProperty('problem');
    expect(parseEvent({ type: 'poker', seat: 1, action: 'allin' })).toHaveProperty('problem');
    expect(
      parseEvent({ type: 'show', seat: 1, call: 'joker', cards: new Array(60).fill(1) }),
    ).toHaveProperty('problem');
  });
});
