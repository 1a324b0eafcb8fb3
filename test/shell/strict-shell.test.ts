// The box's settings, stored prefs and link parameters: hostile values fall back and are named; fuzzed ones never leave a bad value.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shell/i18n';
import { readPrefs } from '../../src/shell/prefs';
import { DEFAULT_SHELL, readShellSettings, shellSchema } from '../../src/shell/settings';
import { readUrl } from '../../src/shell/url';
import { hostileKey, hostileValue, mutated, mutation, PROTO_WORDS } from '../fuzz/mutate';

const RUNS = 2000;
const GAMES = ['azuma', 'bonanza'];
const shell = {
  ...DEFAULT_SHELL,
  language: 'de' as const,
  volume: 0.35,
  name: 'Julie',
  game: 'bonanza',
};
const parsed = (text: string) => JSON.parse(text) as unknown;

describe('the box’s settings', () => {
  it('refuse keys of Object.prototype as language or game, and name unknown keys', () => {
    for (const word of PROTO_WORDS) {
      const { settings, problems } = readShellSettings(
        { ...shell, language: word, game: word },
        GAMES,
      );
      expect(settings).toEqual({ ...shell, language: null, game: 'azuma' });
      expect(problems).toEqual(['language', 'game']);
    }
    const odd = readShellSettings(parsed('{"__proto__":{"muted":true},"extra":1}'), GAMES);
    expect(odd).toEqual({ settings: DEFAULT_SHELL, problems: ['__proto__', 'extra'] });
  });

  it('take numbers as numbers in range and names that are there', () => {
    const { settings, problems } = readShellSettings(
      { ...shell, volume: '0.5', name: '   ', muted: 1 },
      GAMES,
    );
    expect(settings).toEqual({ ...shell, volume: DEFAULT_SHELL.volume, name: 'You' });
    expect(problems).toEqual(['volume', 'muted', 'name']);
  });

  it('keep only known games’ settings and name the rest', () => {
    const value = parsed(
      '{"shell":{},"games":{"azuma":{"pace":"fast"},"__proto__":{},"chess":1},"x":2}',
    );
    const { prefs, problems } = readPrefs(value, GAMES);
    expect(prefs.games).toEqual({ azuma: { pace: 'fast' } });
    expect(Object.keys(prefs.games)).toEqual(['azuma']);
    expect(problems).toEqual(['games', 'x']);
  });
});

describe('the box’s link parameters', () => {
  it('take a seed of plain decimal digits up to 2^32-1, never wrapped', () => {
    expect(readUrl('?seed=4294967295', GAMES).seed).toBe(4294967295);
    expect(readUrl('?seed=0', GAMES).seed).toBe(0);
    for (const bad of ['4294967296', '99999999999', '0x10', '1e3', '-1', '+7', ' 7', '7.0', '']) {
      const url = readUrl(`?seed=${encodeURIComponent(bad)}`, GAMES);
      expect(url.seed).toBeNull();
      expect(url.problems).toEqual(['seed']);
    }
  });

  it('refuse keys of Object.prototype as game or language', () => {
    for (const word of PROTO_WORDS) {
      const url = readUrl(`?game=${word}&lang=${word}&autostart=${word}`, GAMES);
      expect(url).toMatchObject({ game: null, language: null, autostart: false });
      expect(url.problems).toEqual(['autostart', 'game', 'lang']);
    }
  });
});

describe('fuzz', () => {
  it('stored prefs: never throws, the box’s settings always pass the schema, only known games kept', () => {
    const base = { shell, games: { azuma: { pace: 'fast' }, bonanza: {} } };
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        const value = parsed(JSON.stringify(mutated(base, ms, [base])) ?? 'null');
        const { prefs, problems } = readPrefs(value, GAMES);
        expect(v.is(shellSchema(GAMES), prefs.shell)).toBe(true);
        expect(Object.keys(prefs.games).every((id) => GAMES.includes(id))).toBe(true);
        const stored = value as { shell?: unknown };
        if (problems.length === 0 && Object.hasOwn(stored, 'shell'))
          expect(prefs.shell).toEqual({ ...DEFAULT_SHELL, ...(stored.shell as object) });
        const alone = readShellSettings(value, GAMES);
        expect(v.is(shellSchema(GAMES), alone.settings)).toBe(true);
      }),
      { numRuns: RUNS, seed: 51 },
    );
  });

  it('link parameters: never throws, every value read is a valid one', () => {
    const key = fc.oneof(
      fc.constantFrom('seed', 'game', 'lang', 'autostart', 'tutorial'),
      hostileKey,
    );
    const text = fc.oneof(
      hostileValue.map((x) => (typeof x === 'string' ? x : (JSON.stringify(x) ?? ''))),
      fc.constantFrom('1', '0', '7', '4294967295', '4294967296', 'azuma', 'de', '0x3', '3e0'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, text), { maxLength: 6 }), (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        const url = readUrl(search, GAMES);
        if (url.seed !== null) {
          expect(Number.isInteger(url.seed) && url.seed >= 0 && url.seed <= 0xffffffff).toBe(true);
          expect(String(url.seed)).toBe(String(Number(new URLSearchParams(search).get('seed'))));
        }
        expect(url.game === null || GAMES.includes(url.game)).toBe(true);
        expect(url.language === null || LANGUAGES.includes(url.language)).toBe(true);
      }),
      { numRuns: RUNS, seed: 52 },
    );
  });
});
