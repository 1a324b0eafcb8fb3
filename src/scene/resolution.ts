// Dynamic resolution as a pure rule: from the median frame time of a few frames, the next pixel ratio.

/** Frame times (ms) above SLOW step the resolution down; below FAST (near vsync) it may step back up. */
export const SLOW_MS = 1000 / 45;
export const FAST_MS = 1000 / 57;
/** Consecutive frames behind one decision. */
export const WINDOW = 8;
/** The first wait before stepping back up after a step down; it doubles with every step down. */
const FIRST_UP_WAIT_MS = 2000;
const MAX_UP_WAIT_MS = 60_000;

export interface ResolutionState {
  /** No step up before this time. */
  holdUntil: number;
  upWait: number;
}

export const newResolutionState = (): ResolutionState => ({
  holdUntil: 0,
  upWait: FIRST_UP_WAIT_MS,
});

export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

/** Pixel ratios in steps of 0.05, so that a change is a real one. */
const quantise = (dpr: number) => Math.round(dpr * 20) / 20;

/**
 * The pixel ratio after a window of frames whose median time is `ms`, or null to keep `dpr`. Slow:
 * down towards SLOW_MS (pixels cost about the ratio squared), at most 30 % at a time, never below
 * `floor`; then no step up for a wait that doubles each time (no flip-flopping). Fast: up by 15 %
 * towards `full`.
 */
export function stepResolution(
  s: ResolutionState,
  ms: number,
  now: number,
  dpr: number,
  floor: number,
  full: number,
): number | null {
  if (ms > SLOW_MS && dpr > floor) {
    s.holdUntil = now + s.upWait;
    s.upWait = Math.min(2 * s.upWait, MAX_UP_WAIT_MS);
    return Math.max(floor, quantise(dpr * Math.max(0.7, Math.sqrt(SLOW_MS / ms))));
  }
  if (ms < FAST_MS && dpr < full && now > s.holdUntil) {
    s.holdUntil = now + 1000;
    return Math.min(full, quantise(dpr * 1.15));
  }
  return null;
}
