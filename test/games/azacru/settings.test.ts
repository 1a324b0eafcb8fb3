// AZACRU's settings: defaults, each bad stored field falls back alone and is named, links for quick starts, the table they make.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  linkPace,
  readSettings,
  readUrlSettings,
  tableInput,
} from '../../../src/games/azacru/settings';
import { tableConfig } from '../../../src/games/azacru/save/config';

describe('AZACRU settings', () => {
  it('reads nothing as the defaults and a good object as it is', () => {
    expect(readSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
    const good = { ...DEFAULT_SETTINGS, players: 4, undo: true };
    expect(readSettings(good)).toEqual({ settings: good, problems: [] });
  });

  it('replaces each bad field alone and names it, and names unknown keys', () => {
    const r = readSettings({
      ...DEFAULT_SETTINGS,
      players: 7,
      bots: [{ skill: 'expert', think: 'deep' }, { skill: 'genius' }],
      surprise: 1,
    });
    expect(r.problems.sort()).toEqual(['bots', 'players', 'surprise']);
    expect(r.settings.players).toBe(DEFAULT_SETTINGS.players);
    expect(r.settings.bots[0]).toEqual({ skill: 'expert', think: 'deep' });
    expect(r.settings.bots[1]).toEqual(DEFAULT_SETTINGS.bots[1]);
    expect(readSettings('x').problems).toEqual(['settings']);
  });

  it('takes quick-start links and ignores bad parameters by name', () => {
    const q = new URLSearchParams('players=3&bots=expert&think=quick&pace=instant');
    const r = readUrlSettings(q, DEFAULT_SETTINGS);
    expect(r.problems).toEqual([]);
    expect(r.settings.players).toBe(3);
    expect(r.settings.bots.every((b) => b.skill === 'expert' && b.think === 'quick')).toBe(true);
    expect(r.settings.pace).toBe('normal');
    expect(linkPace('?pace=instant')).toBe('instant');
    const bad = readUrlSettings(new URLSearchParams('players=9&bots=god'), DEFAULT_SETTINGS);
    expect(bad.problems).toEqual(['players', 'bots']);
    expect(bad.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('makes a valid table: the person first, a named bot per other seat', () => {
    for (const players of [2, 3, 4] as const) {
      const c = tableConfig(tableInput({ ...DEFAULT_SETTINGS, players }, 5, 'Ada'));
      expect(c.seats).toHaveLength(players);
      expect(c.seats[0]).toEqual({ kind: 'person', name: 'Ada' });
      expect(c.seats.slice(1).every((s) => s.kind === 'bot')).toBe(true);
    }
  });
});
