// Dynamic resolution as a pure rule: from the frame time of a window of frames, the next pixel ratio.

/**
 * Frame times (ms) above SLOW step the resolution down; below FAST (near vsync) it may step back up.
 * The aim is at least 54 frames/s, 0.9 of a 60 Hz display.
 */
export const SLOW_MS = 1000 / 54;
export const FAST_MS = 1000 / 58;
/** Consecutive frames behind one decision. */
export const WINDOW = 16;
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

/**
 * The frame time of a window: the mean without its longest frame (one hitch does not decide). Not a
 * median: frames are shown on vsync, so their times come as 16.7 or 33.3 ms, and a median of those
 * reads 16.7 until half of all frames are late.
 */
export function frameTime(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  if (xs.length === 1) return xs[0] ?? 0;
  let sum = 0;
  let longest = -Infinity;
  for (const x of xs) {
    sum += x;
    longest = Math.max(longest, x);
  }
  return (sum - longest) / (xs.length - 1);
}

/**
 * Whether the time since the last frame is a frame time to sample: not after an idle spell of the
 * on-demand loop (a second in the warm-up, when frames run back to back, else a quarter), and not a
 * frame a pulse's pace held back (animate.ts: its wait is the pace, not the device's speed).
 */
export function isFrameTime(dtMs: number, warm: boolean, paced: boolean): boolean {
  if (warm) return dtMs <= 1000;
  return !paced && dtMs <= 250;
}

/**
 * A pixel ratio pinned by the page's `?dpr=` parameter (debugging and frame traces), or null: a number
 * from 0.25 to 3; anything else is ignored.
 */
export function pinnedDpr(search: string): number | null {
  const raw = new URLSearchParams(search).get('dpr');
  if (raw === null || raw.trim() === '') return null;
  const dpr = Number(raw);
  return Number.isFinite(dpr) && dpr >= 0.25 && dpr <= 3 ? dpr : null;
}

/** Pixel ratios in steps of 0.05, so that a change is a real one. */
const quantise = (dpr: number) => Math.round(dpr * 20) / 20;

/**
 * The pixel ratio after a window of frames whose frame time is `ms`, or null to keep `dpr`. Slow:
 * down towards SLOW_MS (pixels cost about the ratio squared), at least one step of 0.05 and at most
 * 30 % at a time, never below `floor`; then no step up for a wait that doubles each time (no
 * flip-flopping). Fast: up by 15 % towards `full`.
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
    const next = quantise(dpr * Math.max(0.7, Math.sqrt(SLOW_MS / ms)));
    return Math.max(floor, Math.min(next, quantise(dpr - 0.05)));
  }
  if (ms < FAST_MS && dpr < full && now > s.holdUntil) {
    s.holdUntil = now + 1000;
    return Math.min(full, quantise(dpr * 1.15));
  }
  return null;
}
