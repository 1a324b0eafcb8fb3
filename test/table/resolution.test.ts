// Dynamic resolution: down when frames are slow (to the floor), back up only when fast and after a growing wait.
import { describe, expect, it } from 'vitest';
import {
  FAST_MS,
  frameTime,
  isFrameTime,
  newResolutionState,
  pinnedDpr,
  SLOW_MS,
  stepResolution,
} from '../../src/table/resolution';

describe('dynamic resolution', () => {
  it('steps down towards the slow limit, at most 30 % at a time, never below the floor', () => {
    const s = newResolutionState();
    expect(stepResolution(s, SLOW_MS * 1.2, 0, 1, 0.5, 2)).toBeCloseTo(0.9, 5);
    expect(stepResolution(s, 200, 10, 1, 0.5, 2)).toBeCloseTo(0.7, 5);
    expect(stepResolution(s, 200, 20, 0.55, 0.5, 2)).toBe(0.5);
    expect(stepResolution(s, 200, 30, 0.5, 0.5, 2)).toBeNull();
  });

  it('steps down by at least 0.05 when a little slow', () => {
    const s = newResolutionState();
    expect(stepResolution(s, SLOW_MS + 0.5, 0, 0.5, 0.4, 2)).toBeCloseTo(0.45, 9);
    expect(stepResolution(s, SLOW_MS + 0.5, 10, 0.45, 0.4, 2)).toBeCloseTo(0.4, 9);
    expect(stepResolution(s, SLOW_MS + 0.5, 20, 0.4, 0.4, 2)).toBeNull();
  });

  it('aims at 54 frames/s or more', () => {
    expect(SLOW_MS).toBeCloseTo(1000 / 54, 6);
    expect(FAST_MS).toBeLessThan(SLOW_MS);
  });

  it('keeps a pixel ratio that runs between the limits', () => {
    const s = newResolutionState();
    expect(stepResolution(s, (SLOW_MS + FAST_MS) / 2, 0, 0.8, 0.5, 2)).toBeNull();
  });

  it('steps up by 15 % when fast, but waits longer after each step down (no flip-flop)', () => {
    const s = newResolutionState();
    expect(stepResolution(s, 10, 100, 1, 0.5, 2)).toBe(1.15);
    expect(stepResolution(s, 10, 500, 1.15, 0.5, 2)).toBeNull(); // within a second of the last step up
    expect(stepResolution(s, 10, 1500, 1.15, 0.5, 2)).toBe(1.3);
    expect(stepResolution(s, 40, 2000, 1.3, 0.5, 2)).not.toBeNull(); // down; next up after 2 s
    expect(stepResolution(s, 10, 3500, 0.95, 0.5, 2)).toBeNull();
    expect(stepResolution(s, 10, 4100, 0.95, 0.5, 2)).not.toBeNull();
    expect(stepResolution(s, 40, 4200, 1.1, 0.5, 2)).not.toBeNull(); // down again: 4 s now
    expect(stepResolution(s, 10, 7000, 0.8, 0.5, 2)).toBeNull();
    expect(stepResolution(s, 10, 8300, 0.8, 0.5, 2)).not.toBeNull();
  });

  it('never goes above the full pixel ratio', () => {
    const s = newResolutionState();
    expect(stepResolution(s, 10, 100, 1.9, 0.5, 2)).toBe(2);
    expect(stepResolution(s, 10, 5000, 2, 0.5, 2)).toBeNull();
  });

  it('reads a window as its mean frame time without the longest frame (one hitch does not decide)', () => {
    expect(frameTime([16, 17, 300, 16, 18])).toBeCloseTo(16.75, 9);
    expect(frameTime([20])).toBe(20);
    expect(frameTime([])).toBe(0);
  });

  it('sees late frames shown on vsync, which a median would not', () => {
    // 50 frames/s on a 60 Hz display: every fifth frame waits for a second vsync.
    const window = Array.from({ length: 16 }, (_, i) => (i % 5 === 4 ? 33.3 : 16.7));
    expect(frameTime(window)).toBeGreaterThan(SLOW_MS);
    const sorted = [...window].sort((a, b) => a - b);
    expect(sorted[8]).toBeLessThan(FAST_MS); // the median would even step up
  });

  it('reads a pinned pixel ratio from ?dpr=, ignoring anything out of range', () => {
    expect(pinnedDpr('?dpr=0.5')).toBe(0.5);
    expect(pinnedDpr('?seed=3&dpr=1.25')).toBe(1.25);
    expect(pinnedDpr('')).toBeNull();
    expect(pinnedDpr('?dpr=')).toBeNull();
    expect(pinnedDpr('?dpr=abc')).toBeNull();
    expect(pinnedDpr('?dpr=0.1')).toBeNull();
    expect(pinnedDpr('?dpr=9')).toBeNull();
  });

  it('samples frame times, not idle spells nor frames a pulse held back', () => {
    expect(isFrameTime(17, false, false)).toBe(true);
    expect(isFrameTime(120, false, false)).toBe(true);
    expect(isFrameTime(300, false, false)).toBe(false);
    // A glow pulsing at 20 frames a second: its 50 ms are the pace, not a slow device.
    expect(isFrameTime(50, false, true)).toBe(false);
    // The warm-up draws back to back: a slow first frame counts, a paced one too.
    expect(isFrameTime(800, true, false)).toBe(true);
    expect(isFrameTime(50, true, true)).toBe(true);
    expect(isFrameTime(1200, true, false)).toBe(false);
  });
});
