// The Matched preset: bots as quick as the person, from the person's own race times, so every race stays close.
import { delayOfMedian } from '../../../lib/human-timing';
import type { BotParams } from './params';
import { PRESETS } from './presets';

/** Before the person has this many race times on record, the prior stands for them. */
export const MATCHED_MIN_TIMES = 3;
/** The prior: an adult new to the game, about as quick as the Normal preset's even race. */
export const MATCHED_PRIOR_MS = 750;
/** The race times the person's median is taken from: the latest, so it follows them as they improve. */
export const MATCHED_RECENT = 20;
/** Matched is offered by default once the person has this many race times on record. */
export const MATCHED_DEFAULT_AFTER = 5;

/**
 * The bots' reaction median as a share of the person's cue-to-touch median, by table size: found
 * by bisection on the race simulation (src/games/azuma/sim/race.ts) so that the person gets a
 * stick in about half the windows a bot opens; the same share held from 450 to 900 ms. Bigger
 * tables leave fewer sticks per racer, so their bots are a little slower.
 */
const REACTION_SHARE: Readonly<Record<number, number>> = { 3: 0.52, 4: 0.46, 5: 0.43, 6: 0.42 };
/** The bots' reach (start, and per unit of distance) as shares of the person's median. */
const REACH_BASE_SHARE = 0.2;
const REACH_PER_UNIT_SHARE = 0.3;

/** The median of the person's latest race times, or the prior while there are too few. */
export function personRaceMedian(raceTimes: readonly number[]): number {
  if (raceTimes.length < MATCHED_MIN_TIMES) return MATCHED_PRIOR_MS;
  const recent = raceTimes.slice(-MATCHED_RECENT).sort((a, b) => a - b);
  const mid = recent.length >> 1;
  const median =
    recent.length % 2
      ? (recent[mid] as number)
      : ((recent[mid - 1] as number) + (recent[mid] as number)) / 2;
  // A median outside what a person can do is a measuring accident: held to a human range.
  return Math.min(1500, Math.max(300, median));
}

/** Matched bots for a person of this race median at a table of this size. */
export function matchedTiming(personMedianMs: number, players: number): Omit<BotParams, 'skill'> {
  const share = REACTION_SHARE[players] ?? 0.46;
  return {
    ...PRESETS.normal,
    reaction: delayOfMedian(personMedianMs * share),
    // Noticing one's own win takes a little longer than answering a grab, as for people.
    recognition: delayOfMedian(personMedianMs * 0.55),
    reachBaseMs: Math.round(personMedianMs * REACH_BASE_SHARE),
    reachMsPerUnit: Math.round(personMedianMs * REACH_PER_UNIT_SHARE),
  };
}
