// AZUMA's settings, stats and link parameters: hostile values fall back and are named; fuzzed ones never leave a bad value.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { presetParams } from '../../../src/games/azuma/bots/presets';
import { timingFromUrl } from '../../../src/games/azuma/game';
import { game } from '../../../src/games/azuma/module';
import {
  DEFAULT_SETTINGS,
  readUrlSettings,
  readWithProblems,
  type Settings,
  SettingsSchema,
} from '../../../src/games/azuma/settings';
import { readStats, StatsSchema } from '../../../src/games/azuma/stats';
import { hostileKey, hostileValue, mutated, mutation, PROTO_WORDS } from '../../fuzz/mutate';

const RUNS = 2000;

const chosen: Settings = {
  edition: 'zuma-fr',
  players: 6,
  pace: 'fast',
  bots: DEFAULT_SETTINGS.bots.map((b, i) =>
    i === 1
      ? {
          preset: 'quick',
          skill: 'expert',
          custom: { ...presetParams('quick', 'expert'), floorMs: 180 },
        }
      : { ...b, preset: 'lightning' },
  ),
  options: { tiebreak: true, grabWindowMs: 2500, maxHandsPerRound: 3 },
  cardButtons: true,
};

/** Like JSON.parse: `__proto__` as an own key. */
const parsed = (text: string) => JSON.parse(text) as unknown;

describe('stored settings', () => {
  it('refuse enumeration values that are keys of Object.prototype', () => {
    for (const word of PROTO_WORDS) {
      const { settings, problems } = readWithProblems({ ...chosen, pace: word, edition: word });
      expect(settings).toEqual({ ...chosen, pace: 'normal', edition: 'azuma' });
      expect(problems.slice().sort()).toEqual(['edition', 'pace']);
    }
  });

  it('name unknown keys, __proto__ and constructor among them, and never keep them', () => {
    const value = parsed(
      `{"pace":"fast","__proto__":{"players":6},"constructor":{"x":1},"extra":1}`,
    );
    const { settings, problems } = readWithProblems(value);
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, pace: 'fast' });
    expect(problems.slice().sort()).toEqual(['__proto__', 'constructor', 'extra']);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('take numbers only as numbers in range, and bot lists of five seats', () => {
    const { settings, problems } = readWithProblems({
      ...chosen,
      players: '4',
      options: { stallLimit: 1000 },
      bots: [...chosen.bots, chosen.bots[0]],
    });
    expect(settings).toEqual({ ...chosen, players: 4, options: {} });
    expect(problems.slice().sort()).toEqual(['bots', 'options', 'players']);
  });
});

describe('link parameters', () => {
  const read = (search: string) => readUrlSettings(new URLSearchParams(search), chosen);

  it('take plain decimal player counts only', () => {
    expect(read('players=3').settings.players).toBe(3);
    for (const bad of ['0x3', '3e0', '3.0', '+3', ' 3', '3 ', '-3', '', 'three', '9']) {
      expect(read(`players=${encodeURIComponent(bad)}`)).toEqual({
        settings: chosen,
        problems: ['players'],
      });
    }
  });

  it('refuse keys of Object.prototype as edition, pace or bots', () => {
    for (const word of PROTO_WORDS) {
      const { settings, problems } = read(`edition=${word}&pace=${word}&bots=${word}`);
      expect(settings).toEqual(chosen);
      expect(problems).toEqual(['edition', 'pace', 'bots']);
    }
    expect(read('pace=calm&bots=relaxed').settings).toMatchObject({ pace: 'calm' });
  });

  it('reach the box with their problems through the module', () => {
    const q = new URLSearchParams('players=3e0&pace=calm');
    const link = game.settings.fromUrl?.(q, game.settings.defaults);
    expect(link).toEqual({
      settings: { ...DEFAULT_SETTINGS, pace: 'calm' },
      problems: ['players'],
    });
  });

  it('give the fast timing for timing=fast only', () => {
    expect(timingFromUrl(new URLSearchParams('timing=fast')).dealMs).toBe(300);
    for (const word of [...PROTO_WORDS, 'FAST', 'fast ']) {
      expect(timingFromUrl(new URLSearchParams(`timing=${encodeURIComponent(word)}`))).toEqual({});
    }
  });
});

describe('stored stats', () => {
  it('refuse unknown keys, more wins than games, and times out of range', () => {
    expect(readStats({ games: 3, wins: 1, reactions: [250] })).toEqual({
      stats: { games: 3, wins: 1, reactions: [250], races: [] },
      bad: false,
    });
    expect(readStats({ games: 3, wins: 1, reactions: [250], extra: 1 })).toEqual({
      stats: { games: 3, wins: 1, reactions: [250], races: [] },
      bad: true,
    });
    expect(readStats(parsed('{"__proto__":{"games":5,"wins":5,"reactions":[]}}'))).toEqual({
      stats: { games: 0, wins: 0, reactions: [], races: [] },
      bad: true,
    });
    expect(readStats({ games: '3', wins: 1, reactions: [60_000, 200] }).stats).toEqual({
      games: 0,
      wins: 0,
      reactions: [200],
      races: [],
    });
  });
});

describe('fuzz', () => {
  it('stored settings: never throws, the result always passes the schema, problems name every replaced value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<unknown>(DEFAULT_SETTINGS, chosen),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (base, ms) => {
          const value = parsed(
            JSON.stringify(mutated(base, ms, [DEFAULT_SETTINGS, chosen])) ?? 'null',
          );
          const { settings, problems } = readWithProblems(value);
          expect(v.is(SettingsSchema, settings)).toBe(true);
          // A missing field (settings of an older version) takes its default silently.
          if (problems.length === 0)
            expect(settings).toEqual({ ...DEFAULT_SETTINGS, ...(value as object) });
          if (v.is(SettingsSchema, value))
            expect({ settings, problems }).toEqual({ settings: value, problems: [] });
        },
      ),
      { numRuns: RUNS, seed: 41 },
    );
  });

  it('stored stats: never throws, the result always passes the schema, good stats kept as they are', () => {
    const base = { games: 12, wins: 5, reactions: [212, 340.5, 0, 59_999], races: [480, 610] };
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        const value = parsed(JSON.stringify(mutated(base, ms)) ?? 'null');
        const { stats, bad } = readStats(value);
        expect(v.is(StatsSchema, stats)).toBe(true);
        // Stats of before have no race times: none, silently.
        if (!bad) expect(stats).toEqual({ races: [], ...(value as object) });
        if (v.is(StatsSchema, value)) expect(bad).toBe(false);
      }),
      { numRuns: RUNS, seed: 42 },
    );
  });

  it('link parameters: never throws, the settings always pass the schema, bad values named', () => {
    const key = fc.oneof(
      fc.constantFrom('edition', 'players', 'pace', 'bots', 'timing', 'seed'),
      hostileKey,
    );
    const text = fc.oneof(
      hostileValue.map((x) => (typeof x === 'string' ? x : (JSON.stringify(x) ?? ''))),
      fc.constantFrom('3', '4', '6', 'zuma-de', 'azuma', 'fast', 'calm', 'lightning', '0x3', '3e0'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, text), { maxLength: 6 }), (pairs) => {
        const q = new URLSearchParams(pairs);
        const { settings, problems } = readUrlSettings(q, chosen);
        expect(v.is(SettingsSchema, settings)).toBe(true);
        const players = q.get('players');
        if (players !== null && !problems.includes('players')) expect(players).toMatch(/^[0-9]+$/);
        const timing = timingFromUrl(q);
        expect(Object.keys(timing).length === 0 || q.get('timing') === 'fast').toBe(true);
      }),
      { numRuns: RUNS, seed: 43 },
    );
  });
});
