// The table's time grid: table timers on whole milliseconds, each seat's acts in a lane of its own.

/**
 * Every seat acts at whole milliseconds plus (seat + 1) / 64: no two seats ever act at the same
 * instant, nor a seat with a table timer (those fall on whole milliseconds). So any driver (the
 * XState table on a clock, or the fast loop's queue) meets the same events in the same order. The
 * fractions are exact in binary floating point, so adding and subtracting them loses nothing.
 */
export function seatLane(seat: number): number {
  return (seat + 1) / 64;
}

/** When a seat acts after `delay` ms from `now`: the lane at the last whole millisecond of that time. */
export function seatTime(now: number, delay: number, seat: number): number {
  const lane = seatLane(seat);
  const at = Math.floor(now + delay) + lane;
  return at > now ? at : at + 1;
}

/** When a table timer set at `now` for `delay` ms fires: the next whole millisecond from then. */
export function tableTime(now: number, delay: number): number {
  return Math.ceil(now + delay);
}
