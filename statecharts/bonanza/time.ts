// The table's time: ms since the machine started, read off any clock and kept on the shared timeline's grid.
import { onGrid } from '../../src/games/bonanza/sim/timeline';

/** What the machines need of a clock (a SteppingClock, a PausableClock, the real one). */
export interface ClockLike {
  now(): number;
}

export interface TableTime {
  /** Ms since the start, on the grid: the time events are stamped with and timers start from. */
  now(): number;
  /** Ms since the start, exactly as the clock reads (a person's event is logged with this). */
  raw(): number;
  /** The delay to hand a timer so it fires at `at` (a time on the grid). */
  delayTo(at: number): number;
}

export function tableTime(clock: ClockLike): TableTime {
  const t0 = clock.now();
  const raw = () => clock.now() - t0;
  return {
    now: () => onGrid(raw()),
    raw,
    delayTo: (at) => Math.max(0, at - raw()),
  };
}
