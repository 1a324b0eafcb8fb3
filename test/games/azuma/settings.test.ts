// Settings persistence: what is stored comes back; bad stored data falls back to defaults with a clear report.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSettings, saveSettings } from '../../../src/shell/prefs';
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../../../src/games/azuma/settings';
import { KEYS } from '../../../src/shell/storage';
import { presetParams } from '../../../src/games/azuma/bots/presets';
import { installStorage, type MemoryStorage } from '../../shell/local-storage';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installStorage();
});

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
  language: 'de',
  volume: 0.35,
  muted: true,
  name: 'Julie',
  hints: false,
  cardButtons: true,
  reduceMotion: true,
};

describe('settings persistence', () => {
  it('starts from the defaults on a fresh device, without a report', () => {
    expect(loadSettings()).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });

  it('remembers the last choices', () => {
    expect(saveSettings(chosen)).toBe(true);
    expect(loadSettings()).toEqual({ settings: chosen, problems: [] });
  });

  it('reports when the device refuses to store', () => {
    storage.failWrites = true;
    expect(saveSettings(chosen)).toBe(false);
  });

  it('falls back to the defaults when the stored text is not JSON', () => {
    storage.setItem(KEYS.settings, '{not json');
    expect(loadSettings()).toEqual({ settings: DEFAULT_SETTINGS, problems: ['settings'] });
  });

  it('replaces only the bad fields and names them', () => {
    storage.setItem(
      KEYS.settings,
      JSON.stringify({ ...chosen, players: 9, volume: 7, options: { grabWindowMs: 'soon' } }),
    );
    const { settings, problems } = loadSettings();
    expect(settings).toEqual({ ...chosen, players: 4, volume: 0.8, options: {} });
    expect(problems.slice().sort()).toEqual(['options', 'players', 'volume']);
  });

  it('refuses bot tuning outside the bounds', () => {
    const bad = { ...chosen, bots: [{ preset: 'quick', skill: 'basic', custom: { floorMs: -1 } }] };
    storage.setItem(KEYS.settings, JSON.stringify(bad));
    expect(loadSettings().settings.bots[0]).toEqual({
      preset: 'quick',
      skill: 'basic',
      custom: null,
    });
  });

  it('never throws on any stored value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const s = readSettings(value);
        expect(s.players).toBeGreaterThanOrEqual(3);
        storage.setItem(KEYS.settings, JSON.stringify(value));
        expect(() => loadSettings()).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
