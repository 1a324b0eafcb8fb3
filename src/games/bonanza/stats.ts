// BONANZA RUMMY's lifetime stats on the device: games, wins, best and total chips at the end; read strictly, never lost to a bad field.
import * as v from 'valibot';
import { readStoredJson } from '../../lib/stored-json';
import { store } from './storage';

export interface BonanzaStats {
  readonly games: number;
  readonly wins: number;
  /** The person's most chips at the end of a game. */
  readonly best: number;
  /** Bonanzas the person made (went out first in a run-out). */
  readonly bonanzas: number;
}

export const NO_STATS: BonanzaStats = { games: 0, wins: 0, best: 0, bonanzas: 0 };

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
export const StatsSchema = v.pipe(
  v.strictObject({ games: count, wins: count, best: count, bonanzas: count }),
  v.check((s) => s.wins <= s.games, 'more wins than games'),
);

/** Stats from stored text; anything unreadable reads as none and is reported as `bad`. */
export function readStats(text: string | null): { stats: BonanzaStats; bad: boolean } {
  const { value, bad } = readStoredJson(StatsSchema, text, NO_STATS);
  return { stats: value, bad };
}

export function recordGame(
  stats: BonanzaStats,
  game: { readonly won: boolean; readonly chips: number; readonly bonanzas: number },
): BonanzaStats {
  return {
    games: stats.games + 1,
    wins: stats.wins + (game.won ? 1 : 0),
    best: Math.max(stats.best, game.chips),
    bonanzas: stats.bonanzas + game.bonanzas,
  };
}

export const loadStats = (): { stats: BonanzaStats; bad: boolean } =>
  readStats(store.read('stats'));
/** False when the device refused (the shell says so once). */
export const saveStats = (stats: BonanzaStats): boolean =>
  store.write('stats', JSON.stringify(stats));
