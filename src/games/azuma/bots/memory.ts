// What a bot remembers within a hand: the suits it passed left at the last few calls (they are still going round).
import { BOMB, type CardId, suitOf } from '../rules/cards';
import type { SeatView } from './view';

/** How many recent calls a bot remembers: a card goes round a table of up to 6 seats in 6 calls. */
export const MEMORY_CALLS = 8;

export interface BotMemory {
  readonly handNo: number;
  /** The call of the last view remembered. */
  readonly calls: number;
  /**
   * A ring of the last MEMORY_CALLS passes: call `c`'s pass sits at `c % MEMORY_CALLS` as
   * `c * 16 + suit` (0 for none), so a slot left over from an older call is recognised as such.
   */
  readonly passed: Int32Array;
}

export function emptyMemory(handNo = 0): BotMemory {
  return { handNo, calls: 0, passed: new Int32Array(MEMORY_CALLS) };
}

/**
 * Records the pass of call `calls` in place (the fast engine owns its bots' memories). A new hand
 * clears the memory; a view of an older or the same call changes nothing.
 */
export function recordPass(
  memory: { handNo: number; calls: number; readonly passed: Int32Array },
  handNo: number,
  calls: number,
  passed: CardId | null,
): void {
  if (memory.handNo !== handNo) {
    memory.handNo = handNo;
    memory.calls = 0;
    memory.passed.fill(0);
  }
  if (calls <= memory.calls) return;
  memory.calls = calls;
  if (passed !== null) memory.passed[calls % MEMORY_CALLS] = calls * 16 + suitOf(passed);
}

/** Updates memory from a new view and returns the new memory (the old one is left as it was). */
export function remember(memory: BotMemory, view: SeatView): BotMemory {
  if (memory.handNo === view.handNo && view.calls <= memory.calls) return memory;
  const next = { handNo: memory.handNo, calls: memory.calls, passed: memory.passed.slice() };
  recordPass(next, view.handNo, view.calls, view.lastPassed);
  return next;
}

/**
 * Per suit, the cards this seat passed within the last `window` calls (at most MEMORY_CALLS):
 * written into `out` (one entry per suit and the bomb), which is returned.
 */
export function recentlyPassedInto(memory: BotMemory, window: number, out: Int8Array): Int8Array {
  for (let s = 0; s < out.length; s += 1) out[s] = 0;
  const last = memory.calls;
  const first = Math.max(1, last - Math.min(window, MEMORY_CALLS) + 1);
  for (let c = first; c <= last; c += 1) {
    const entry = memory.passed[c % MEMORY_CALLS] ?? 0;
    if (entry >> 4 === c) {
      const suit = entry & 15;
      out[suit] = (out[suit] ?? 0) + 1;
    }
  }
  return out;
}

/** Cards of `suit` this seat passed within the last `window` calls (still on their way round the table). */
export function recentlyPassed(memory: BotMemory, suit: number, window: number): number {
  return recentlyPassedInto(memory, window, new Int8Array(BOMB + 1))[suit] ?? 0;
}
