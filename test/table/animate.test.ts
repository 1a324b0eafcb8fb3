// The pulse's pace: however many parts pulse, a canvas gets one frame per interval, marked as paced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { framePacing, holdPulses, PULSE_FPS, pulseLater } from '../../src/table/animate';

describe('pulse pace', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    framePacing.paced = false;
  });
  afterEach(() => vi.useRealTimers());

  it('asks one frame per canvas per interval, however many parts pulse, and marks it paced', () => {
    const table = vi.fn();
    const other = vi.fn();
    pulseLater(table);
    pulseLater(table);
    pulseLater(table);
    pulseLater(other);
    vi.advanceTimersByTime(1000 / PULSE_FPS - 1000 / 120 - 1);
    expect(table).not.toHaveBeenCalled();
    expect(framePacing.paced).toBe(false);
    vi.advanceTimersByTime(1);
    expect(table).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(framePacing.paced).toBe(true);
    // The next interval's frame is asked afresh (by the frame the first one drew).
    pulseLater(table);
    vi.advanceTimersByTime(1000 / PULSE_FPS);
    expect(table).toHaveBeenCalledTimes(2);
  });

  it('asks no frame while held (the game paused), and one for each waiting canvas when let go', () => {
    const table = vi.fn();
    holdPulses(true);
    pulseLater(table);
    pulseLater(table);
    vi.advanceTimersByTime(1000);
    expect(table).not.toHaveBeenCalled();
    holdPulses(false);
    expect(table).toHaveBeenCalledTimes(1);
    pulseLater(table);
    vi.advanceTimersByTime(1000 / PULSE_FPS);
    expect(table).toHaveBeenCalledTimes(2);
  });

  it('calls off a paced frame already asked for when the pulses are held, and asks it on release', () => {
    const table = vi.fn();
    pulseLater(table);
    holdPulses(true);
    vi.advanceTimersByTime(1000);
    expect(table).not.toHaveBeenCalled();
    holdPulses(false);
    expect(table).toHaveBeenCalledTimes(1);
    // Nothing left pending from before the hold: the next interval asks afresh.
    vi.advanceTimersByTime(1000);
    expect(table).toHaveBeenCalledTimes(1);
  });
});
