// AZACRU's lifetime stats on the device: games, wins, best and total markers; read strictly, never lost to a bad field.
import * as v from 'valibot';
import { readStoredJson } from '../../lib/stored-json';
import { store } from './storage';

export interface AzacruStats {
  readonly games: number;
  readonly wins: number;
  /** The person's most markers at the end of a game. */
  readonly best: number;
  /** All the person's markers at the ends of games (for the mean). */
  readonly markers: number;
}

export const NO_STATS: AzacruStats = { games: 0, wins: 0, best: 0, markers: 0 };

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
export const StatsSchema = v.pipe(
  v.strictObject({
    games: count,
    wins: count,
    best: v.pipe(count, v.maxValue(81)),
    markers: count,
  }),
  v.check((s) => s.wins <= s.games, 'more wins than games'),
  v.check((s) => s.markers <= s.games * 81, 'more markers than games could hold'),
);

/** Stats from stored text; anything unreadable reads as none and is reported as `bad`. */
export function readStats(text: string | null): { stats: AzacruStats; bad: boolean } {
  const { value, bad } = readStoredJson(StatsSchema, text, NO_STATS);
  return { stats: value, bad };
}

export function recordGame(stats: AzacruStats, won: boolean, markers: number): AzacruStats {
  return {
    games: stats.games + 1,
    wins: stats.wins + (won ? 1 : 0),
    best: Math.max(stats.best, markers),
    markers: stats.markers + markers,
  };
}

export const loadStats = (): { stats: AzacruStats; bad: boolean } => readStats(store.read('stats'));
/** False when the device refused (the shell says so once). */
export const saveStats = (stats: AzacruStats): boolean =>
  store.write('stats', JSON.stringify(stats));
