// AZUMA's settings in the box: what is stored comes back; bad data falls back with a report; the flat settings of before migrate.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPrefs, savePrefs } from '../../../src/shell/prefs';
import { DEFAULT_SHELL } from '../../../src/shell/settings';
import {
  DEFAULT_SETTINGS,
  readSettings,
  readWithProblems,
  type Settings,
  settingsFromUrl,
} from '../../../src/games/azuma/settings';
import { game } from '../../../src/games/azuma/module';
import { KEYS } from '../../../src/shell/storage';
import { presetParams } from '../../../src/games/azuma/bots/presets';
import { installStorage, type MemoryStorage } from '../../shell/local-storage';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installStorage();
});

const GAMES = ['azuma'];

const chosen: Settings = {
  ...DEFAULT_SETTINGS,
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

const shell = {
  ...DEFAULT_SHELL,
  language: 'de' as const,
  volume: 0.35,
  muted: true,
  name: 'Julie',
  hints: false,
  reduceMotion: true,
};

describe('AZUMA settings through the box', () => {
  it('start from the defaults on a fresh device, without a report', () => {
    const { prefs, problems } = loadPrefs(GAMES);
    expect(problems).toEqual([]);
    expect(prefs.games.azuma).toBeUndefined();
    expect(game.settings.read(prefs.games.azuma).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('remember the last choices, the box’s and the game’s', () => {
    expect(savePrefs({ shell, games: { azuma: chosen } })).toBe(true);
    const { prefs, problems } = loadPrefs(GAMES);
    expect(problems).toEqual([]);
    expect(prefs.shell).toEqual(shell);
    expect(game.settings.read(prefs.games.azuma)).toEqual({ settings: chosen, problems: [] });
  });

  it('report when the device refuses to store', () => {
    storage.failWrites = true;
    expect(savePrefs({ shell, games: { azuma: chosen } })).toBe(false);
  });

  it('fall back to the defaults when the stored text is not JSON', () => {
    storage.setItem(KEYS.settings, '{not json');
    const { prefs, problems } = loadPrefs(GAMES);
    expect(problems).toEqual(['settings']);
    expect(prefs.shell).toEqual(DEFAULT_SHELL);
  });

  it('replace only the bad fields and name them', () => {
    const bad = { ...chosen, players: 9, options: { grabWindowMs: 'soon' } };
    const { settings, problems } = readWithProblems(bad);
    expect(settings).toEqual({ ...chosen, players: 4, options: {} });
    expect(problems.slice().sort()).toEqual(['options', 'players']);
  });

  it('refuse bot tuning outside the bounds', () => {
    const bad = { ...chosen, bots: [{ preset: 'quick', skill: 'basic', custom: { floorMs: -1 } }] };
    expect(readSettings(bad).bots[0]).toEqual({ preset: 'quick', skill: 'basic', custom: null });
  });

  it('migrate the flat settings of the version before the box: the shell’s part and AZUMA’s', () => {
    // What version 1 stored: one object with every field.
    const flat = { ...chosen, ...shell, game: undefined };
    storage.setItem(KEYS.legacySettings, JSON.stringify(flat));
    const { prefs, problems } = loadPrefs(GAMES);
    expect(problems).toEqual([]);
    expect(prefs.shell).toEqual(shell);
    expect(prefs.legacy).toEqual(JSON.parse(JSON.stringify(flat)));
    expect(game.settings.fromLegacy?.(prefs.legacy)).toEqual({ settings: chosen, problems: [] });
    // Stored the new way, the old key goes.
    expect(savePrefs({ shell: prefs.shell, games: { azuma: chosen } })).toBe(true);
    expect(storage.getItem(KEYS.legacySettings)).toBeNull();
    expect(game.settings.read(loadPrefs(GAMES).prefs.games.azuma).settings).toEqual(chosen);
  });

  it('keep the old settings when the new ones cannot be stored', () => {
    storage.setItem(KEYS.legacySettings, JSON.stringify(chosen));
    storage.failWrites = true;
    expect(savePrefs({ shell, games: { azuma: chosen } })).toBe(false);
    expect(storage.getItem(KEYS.legacySettings)).not.toBeNull();
  });

  it('take a link’s parameters on top, ignoring bad ones', () => {
    const q = new URLSearchParams('edition=zuma-de&players=3&pace=calm&bots=lightning');
    const s = settingsFromUrl(q, DEFAULT_SETTINGS);
    expect(s).toMatchObject({ edition: 'zuma-de', players: 3, pace: 'calm' });
    expect(s.bots.every((b) => b.preset === 'lightning')).toBe(true);
    const bad = new URLSearchParams('edition=nope&players=12&pace=warp&bots=god');
    expect(settingsFromUrl(bad, chosen)).toEqual(chosen);
  });

  it('never throw on any stored value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (value, shellValue) => {
        const s = readSettings(value);
        expect(s.players).toBeGreaterThanOrEqual(3);
        storage.setItem(
          KEYS.settings,
          JSON.stringify({ shell: shellValue, games: { azuma: value } }),
        );
        expect(() => game.settings.read(loadPrefs(GAMES).prefs.games.azuma)).not.toThrow();
        storage.setItem(KEYS.settings, JSON.stringify(value));
        expect(() => loadPrefs(GAMES)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
