// Lifetime stats kept on the device: games, wins, and the person's grab reaction times (best, median).
import { median } from './ui/reactions';
import { store } from './storage';

/** How many of the latest reaction times are kept. */
export const KEEP_REACTIONS = 500;

export interface LifetimeStats {
  readonly games: number;
  readonly wins: number;
  /** The person's latest grab reaction times in ms, oldest first. */
  readonly reactions: readonly number[];
  /**
   * Race times: the person's taps after another's grab (cue to touch, ms), oldest first; the
   * Matched bots follow their median. Absent in stats of before (read as none).
   */
  readonly races: readonly number[];
}

export const NO_STATS: LifetimeStats = { games: 0, wins: 0, reactions: [], races: [] };

const count = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const ms = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 60_000;

/** Stats from untrusted stored data; `bad` when something was there but could not be read. */
export function readStats(value: unknown): { stats: LifetimeStats; bad: boolean } {
  if (value === undefined) return { stats: NO_STATS, bad: false };
  if (typeof value !== 'object' || value === null) return { stats: NO_STATS, bad: true };
  const o = value as Record<string, unknown>;
  if (!count(o.games) || !count(o.wins) || o.wins > o.games || !Array.isArray(o.reactions))
    return { stats: NO_STATS, bad: true };
  const reactions = o.reactions.filter(ms).slice(-KEEP_REACTIONS);
  const storedRaces = o.races === undefined ? [] : Array.isArray(o.races) ? o.races : null;
  const races = (storedRaces ?? []).filter(ms).slice(-KEEP_REACTIONS);
  return {
    stats: { games: o.games, wins: o.wins, reactions, races },
    bad: reactions.length !== o.reactions.length || races.length !== storedRaces?.length,
  };
}

export function recordGame(
  stats: LifetimeStats,
  won: boolean,
  reactions: readonly number[],
  races: readonly number[] = [],
): LifetimeStats {
  return {
    games: stats.games + 1,
    wins: stats.wins + (won ? 1 : 0),
    reactions: [...stats.reactions, ...reactions].slice(-KEEP_REACTIONS),
    races: [...stats.races, ...races].slice(-KEEP_REACTIONS),
  };
}

export function bestReaction(stats: LifetimeStats): number | null {
  return stats.reactions.length ? Math.min(...stats.reactions) : null;
}

export function medianReaction(stats: LifetimeStats): number | null {
  return median(stats.reactions);
}

export function loadStats(): { stats: LifetimeStats; bad: boolean } {
  const text = store.read('stats');
  if (text === null) return { stats: NO_STATS, bad: false };
  try {
    return readStats(JSON.parse(text));
  } catch {
    return { stats: NO_STATS, bad: true };
  }
}

export function saveStats(stats: LifetimeStats): boolean {
  return store.write('stats', JSON.stringify(stats));
}
