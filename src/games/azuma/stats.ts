// Lifetime stats kept on the device: games, wins, and the person's grab reaction times (best, median).
import * as v from 'valibot';
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

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const ms = v.pipe(v.number(), v.finite(), v.minValue(0), v.ltValue(60_000));

const times = v.pipe(v.array(ms), v.maxLength(KEEP_REACTIONS));

/** The stats as this version stores them: no other key, wins never above games; no races before. */
export const StatsSchema = v.pipe(
  v.strictObject({
    games: count,
    wins: count,
    reactions: times,
    races: v.optional(times, () => []),
  }),
  v.check((s) => s.wins <= s.games, 'more wins than games'),
);

/**
 * Stats from untrusted stored data; `bad` when something was there but could not be read as it is.
 * Games and wins that make sense are kept, and so are the readable reaction times (the latest ones).
 */
export function readStats(value: unknown): { stats: LifetimeStats; bad: boolean } {
  if (value === undefined) return { stats: NO_STATS, bad: false };
  const whole = v.safeParse(StatsSchema, value);
  if (whole.success) return { stats: whole.output, bad: false };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { stats: NO_STATS, bad: true };
  const o = value as Record<string, unknown>;
  const games = v.safeParse(count, Object.hasOwn(o, 'games') ? o.games : undefined);
  const wins = v.safeParse(count, Object.hasOwn(o, 'wins') ? o.wins : undefined);
  const counted =
    games.success && wins.success && wins.output <= games.output
      ? { games: games.output, wins: wins.output }
      : { games: 0, wins: 0 };
  const readable = (key: 'reactions' | 'races') => {
    const list: unknown[] = Object.hasOwn(o, key) && Array.isArray(o[key]) ? o[key] : [];
    return list.filter((r): r is number => v.is(ms, r)).slice(-KEEP_REACTIONS);
  };
  const reactions = readable('reactions');
  const races = readable('races');
  return { stats: v.parse(StatsSchema, { ...counted, reactions, races }), bad: true };
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
