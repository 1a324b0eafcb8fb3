// BONANZA RUMMY's settings: defaults, each bad stored field falls back alone and is named, links for quick starts, the table they make.
import { describe, expect, it } from 'vitest';
import { tableConfig } from '../../../src/games/bonanza/save/config';
import {
  DEFAULT_SETTINGS,
  linkPace,
  readSettings,
  readUrlSettings,
  tableInput,
} from '../../../src/games/bonanza/settings';
import { readStats, recordGame, NO_STATS } from '../../../src/games/bonanza/stats';

describe('BONANZA RUMMY settings', () => {
  it('reads nothing as the defaults and a good object as it is', () => {
    expect(readSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
    const good = { ...DEFAULT_SETTINGS, players: 9, deals: 4, faces: 'fourColour' };
    expect(readSettings(good)).toEqual({ settings: good, problems: [] });
  });

  it('replaces each bad field alone and names it, and names unknown keys', () => {
    const r = readSettings({ ...DEFAULT_SETTINGS, players: 10, deals: 3, poker: 'bet', extra: 1 });
    expect(r.problems.sort()).toEqual(['deals', 'extra', 'players']);
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, poker: 'bet' });
    expect(readSettings([]).problems).toEqual(['settings']);
  });

  it('takes quick-start links and ignores bad parameters by name', () => {
    const q = new URLSearchParams(
      'players=6&bots=expert&speed=quick&deals=1&poker=off&pace=instant',
    );
    const r = readUrlSettings(q, DEFAULT_SETTINGS);
    expect(r.problems).toEqual([]);
    expect(r.settings).toMatchObject({ players: 6, skill: 'expert', speed: 'quick', deals: 1 });
    expect(r.settings.poker).toBe('off');
    expect(r.settings.pace).toBe('normal');
    expect(linkPace('?pace=instant')).toBe('instant');
    const bad = readUrlSettings(
      new URLSearchParams('players=1&bots=god&deals=7'),
      DEFAULT_SETTINGS,
    );
    expect(bad.problems.sort()).toEqual(['bots', 'deals', 'players']);
    expect(bad.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('makes a table the rules accept: the person at seat 0, named bots, the options and the pace', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      players: 5 as const,
      poker: 'showdown' as const,
      deals: 6 as const,
    };
    const c = tableConfig(tableInput(settings, 42, 'Ann'));
    expect(c.players).toBe(5);
    expect(c.seats[0]).toEqual({ kind: 'person', name: 'Ann' });
    expect(c.seats.slice(1).every((s) => s.kind === 'bot')).toBe(true);
    expect(c.options.poker).toBe('showdown');
    expect(c.options.deals).toBe(6);
    expect(tableConfig(tableInput(DEFAULT_SETTINGS, 1, 'A')).options.deals).toBe(8);
    const instant = tableConfig(tableInput(DEFAULT_SETTINGS, 1, 'A', 'instant'));
    expect(instant.pace).toEqual({ ante: 0, deal: 0, 'next-call': 0, play: 0 });
  });
});

describe('BONANZA RUMMY lifetime stats', () => {
  it('counts games, wins, the best end and Bonanzas; a bad record reads as none', () => {
    const one = recordGame(NO_STATS, { won: true, chips: 130, bonanzas: 2 });
    const two = recordGame(one, { won: false, chips: 80, bonanzas: 0 });
    expect(two).toEqual({ games: 2, wins: 1, best: 130, bonanzas: 2 });
    expect(readStats(JSON.stringify(two))).toEqual({ stats: two, bad: false });
    expect(readStats('{"games":1,"wins":2,"best":0,"bonanzas":0}')).toEqual({
      stats: NO_STATS,
      bad: true,
    });
    expect(readStats('nope').bad).toBe(true);
    expect(readStats(null)).toEqual({ stats: NO_STATS, bad: false });
  });
});
