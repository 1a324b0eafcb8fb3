// Dynamic resolution: down when frames are slow (to the floor), back up only when fast and after a growing wait.
import { describe, expect, it } from 'vitest';
import {
  FAST_MS,
  median,
  newResolutionState,
  SLOW_MS,
  stepResolution,
} from '../../src/scene/resolution';

describe('dynamic resolution', () => {
  it('steps down towards the slow limit, at most 30 % at a time, never below the floor', () => {
    const s = newResolutionState();
    expect(stepResolution(s, SLOW_MS * 1.2, 0, 1, 0.5, 2)).toBeCloseTo(0.9, 5);
    expect(stepResolution(s, 200, 10, 1, 0.5, 2)).toBeCloseTo(0.7, 5);
    expect(stepResolution(s, 200, 20, 0.55, 0.5, 2)).toBe(0.5);
    expect(stepResolution(s, 200, 30, 0.5, 0.5, 2)).toBeNull();
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

  it('takes the median frame time (one hitch does not decide)', () => {
    expect(median([16, 17, 300, 16, 18])).toBe(17);
  });
});
