// The table's pace: how long a move's animation, a forced pass and a replayed move take, and how long bots seem to think.
import * as v from 'valibot';

export interface Pace {
  /** The chevron's travel, per field covered (ms). */
  readonly travelPerField: number;
  /** A marker dropping on the target. */
  readonly marker: number;
  /** A connection change: the next passed field flips this long after the one before. */
  readonly convertPerField: number;
  /** The chevron taken off the board after a removal. */
  readonly removal: number;
  /** The chevron turning 45 degrees after crossing a border. */
  readonly twist: number;
  /** A forced pass on show (and the end trigger or the final round it brings). */
  readonly pass: number;
  /** The pause before each recorded move of a replay. */
  readonly replayGap: number;
  /** The bots' human-looking delay is multiplied by this (0: a bot moves as soon as its search ends). */
  readonly botDelayScale: number;
}

/** The normal pace: a move of three fields with a two-field connection change takes about a second. */
export const NORMAL_PACE: Pace = {
  travelPerField: 180,
  marker: 220,
  convertPerField: 160,
  removal: 450,
  twist: 220,
  pass: 1400,
  replayGap: 500,
  botDelayScale: 1,
};

/** The fast pace: animations and pauses in about 40 % of the time, bots twice as quick. */
export const FAST_PACE: Pace = {
  travelPerField: 70,
  marker: 90,
  convertPerField: 60,
  removal: 180,
  twist: 90,
  pass: 600,
  replayGap: 200,
  botDelayScale: 0.5,
};

/** Simulations and tests: no animation, no pause, bots move when their search ends. */
export const INSTANT_PACE: Pace = {
  travelPerField: 0,
  marker: 0,
  convertPerField: 0,
  removal: 0,
  twist: 0,
  pass: 0,
  replayGap: 0,
  botDelayScale: 0,
};

export type PaceId = 'normal' | 'fast' | 'instant';
export const PACE_IDS: readonly PaceId[] = ['normal', 'fast', 'instant'];
export const PACES: Readonly<Record<PaceId, Pace>> = {
  normal: NORMAL_PACE,
  fast: FAST_PACE,
  instant: INSTANT_PACE,
};

const MAX_MS = 10_000;
const ms = (what: string) =>
  v.pipe(
    v.number(`pace.${what} must be a number`),
    v.integer(`pace.${what} must be a whole number of ms`),
    v.minValue(0, `pace.${what} must be from 0 to ${MAX_MS}`),
    v.maxValue(MAX_MS, `pace.${what} must be from 0 to ${MAX_MS}`),
  );

export const PaceSchema = v.strictObject({
  travelPerField: ms('travelPerField'),
  marker: ms('marker'),
  convertPerField: ms('convertPerField'),
  removal: ms('removal'),
  twist: ms('twist'),
  pass: ms('pass'),
  replayGap: ms('replayGap'),
  botDelayScale: v.pipe(
    v.number('pace.botDelayScale must be a number'),
    v.minValue(0, 'pace.botDelayScale must be from 0 to 4'),
    v.maxValue(4, 'pace.botDelayScale must be from 0 to 4'),
  ),
});
