// Clocks for the table actors: a stepping clock for tests and simulations, a pausable real clock for play.

/** What the actors need of time: xstate's Clock plus the current time in ms. */
export interface GameClock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

interface Timer {
  id: number;
  at: number;
  fn: () => void;
}

/**
 * A simulated clock that walks timers in time order: advancing by any amount fires every timer
 * due on the way at its own time, chained timers included (unlike one big SimulatedClock step).
 */
export class SteppingClock implements GameClock {
  private time = 0;
  private seq = 0;
  private readonly timers: Timer[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const timer: Timer = {
      id: (this.seq += 1),
      at: this.time + Math.max(0, timeout),
      fn: () => fn(),
    };
    // Keep timers sorted by time, then by creation (stable); inserting from the end is cheap.
    let i = this.timers.length;
    while (i > 0 && (this.timers[i - 1] as Timer).at > timer.at) i -= 1;
    this.timers.splice(i, 0, timer);
    return timer.id;
  }

  clearTimeout(id: unknown): void {
    const i = this.timers.findIndex((t) => t.id === id);
    if (i >= 0) this.timers.splice(i, 1);
  }

  /** Time of the next timer, or null when none is pending. */
  next(): number | null {
    return this.timers[0]?.at ?? null;
  }

  /** Fires the next timer (moving time to it); false when none is pending. */
  step(): boolean {
    const timer = this.timers.shift();
    if (!timer) return false;
    this.time = Math.max(this.time, timer.at);
    timer.fn();
    return true;
  }

  /** Fires every timer due up to `time` in order, then sets the time to `time`. */
  advanceTo(time: number): void {
    while (this.timers.length > 0 && (this.timers[0] as Timer).at <= time) this.step();
    this.time = Math.max(this.time, time);
  }

  advance(ms: number): void {
    this.advanceTo(this.time + ms);
  }

  /** Steps until `done()` or no timer is left, at most `limit` timers. Returns the timers fired. */
  runUntil(done: () => boolean, limit = 1_000_000): number {
    let fired = 0;
    while (!done() && fired < limit && this.step()) fired += 1;
    return fired;
  }

  pending(): number {
    return this.timers.length;
  }
}

/**
 * The real clock for play: performance.now() time that can be paused (tab hidden).
 * While paused no timer fires and time stands still; on resume, timers continue where they were.
 */
export class PausableClock implements GameClock {
  private offset = 0;
  private pausedAt: number | null = null;
  private seq = 0;
  private readonly timers = new Map<
    number,
    { due: number; fn: () => void; handle: ReturnType<typeof setTimeout> | null }
  >();

  constructor(private readonly base: () => number = () => performance.now()) {}

  now(): number {
    return (this.pausedAt ?? this.base()) - this.offset;
  }

  get paused(): boolean {
    return this.pausedAt !== null;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = (this.seq += 1);
    const timer = {
      due: this.now() + Math.max(0, timeout),
      fn: () => fn(),
      handle: null as ReturnType<typeof setTimeout> | null,
    };
    this.timers.set(id, timer);
    if (!this.paused) this.arm(id);
    return id;
  }

  clearTimeout(id: unknown): void {
    const timer = this.timers.get(id as number);
    if (timer?.handle != null) globalThis.clearTimeout(timer.handle);
    this.timers.delete(id as number);
  }

  pause(): void {
    if (this.paused) return;
    this.pausedAt = this.base();
    for (const timer of this.timers.values()) {
      if (timer.handle != null) globalThis.clearTimeout(timer.handle);
      timer.handle = null;
    }
  }

  resume(): void {
    if (this.pausedAt === null) return;
    this.offset += this.base() - this.pausedAt;
    this.pausedAt = null;
    for (const id of this.timers.keys()) this.arm(id);
  }

  /** Converts a DOM event timestamp (performance.now() base) to this clock's time. */
  fromEventTime(timeStamp: number): number {
    return Math.min(timeStamp - this.offset, this.now());
  }

  private arm(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    timer.handle = globalThis.setTimeout(
      () => {
        this.timers.delete(id);
        timer.fn();
      },
      Math.max(0, timer.due - this.now()),
    );
  }
}
