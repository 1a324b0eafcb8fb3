// The one timeline every driver follows: table timers on whole milliseconds, each seat's wake-ups in its own sub-millisecond lane.

/**
 * Times are multiples of 1/16 ms (exact in floating point). A table timer (antes, deal, calls,
 * forced plays) falls on a whole millisecond; seat `s`'s timers (a bot's wake-up, a person's turn
 * clock) fall on `(s + 1) / 16` past one. Two timers never fall at the same time: each seat has at
 * most one pending, and the table's never run beside each other. So the order of events depends on
 * their times alone, not on how a driver breaks ties.
 */
export const LANES_PER_MS = 16;

/** A time (ms) on the timeline's grid: the nearest 1/16 ms. */
export function onGrid(ms: number): number {
  return Math.round(ms * LANES_PER_MS) / LANES_PER_MS;
}

/** When a table timer of `ms` started at `now` fires: on a whole millisecond. */
export function tableAt(now: number, ms: number): number {
  return Math.ceil(now) + Math.round(ms);
}

/** When a timer of seat `seat` (a bot's think time, a person's turn clock) started at `now` fires. */
export function seatAt(now: number, ms: number, seat: number): number {
  return Math.ceil(now) + Math.floor(ms) + (seat + 1) / LANES_PER_MS;
}
