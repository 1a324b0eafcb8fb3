// What a bot remembers within a hand: the suits it passed left and the suits that arrived from the right.
import { BOMB, type CardId, SUIT_COUNT, suitOf } from '../rules/cards';
import type { SeatView } from './view';

export interface BotMemory {
  readonly handNo: number;
  readonly calls: number;
  /** For each suit: the call numbers at which this seat passed a card of it (newest last). */
  readonly passedAt: readonly (readonly number[])[];
  /** For each suit: how many cards of it arrived from the right this hand. */
  readonly received: readonly number[];
}

export function emptyMemory(handNo = 0): BotMemory {
  return {
    handNo,
    calls: 0,
    passedAt: Array.from({ length: SUIT_COUNT + 1 }, () => []),
    received: new Array<number>(SUIT_COUNT + 1).fill(0),
  };
}

/** Updates memory from a new view (a new hand resets it; a new call records the pass and pick-up). */
export function remember(memory: BotMemory, view: SeatView): BotMemory {
  const base = memory.handNo === view.handNo ? memory : emptyMemory(view.handNo);
  if (view.calls <= base.calls) return base;
  const passed = view.lastPassed;
  const got = view.lastReceived;
  // Copy only what changes: one suit's list of calls, one suit's count.
  let passedAt = base.passedAt;
  if (passed !== null) {
    const s = suitOf(passed);
    const copy = base.passedAt.slice();
    copy[s] = [...(base.passedAt[s] ?? []), view.calls];
    passedAt = copy;
  }
  let received = base.received;
  if (got !== null) {
    const s = suitOf(got);
    const copy = base.received.slice();
    copy[s] = (copy[s] ?? 0) + 1;
    received = copy;
  }
  return { handNo: view.handNo, calls: view.calls, passedAt, received };
}

/** Suit cards this seat passed within the last `calls` calls (still on their way round the table). */
export function recentlyPassed(memory: BotMemory, suit: number, calls: number): number {
  let n = 0;
  for (const c of memory.passedAt[suit] ?? []) if (memory.calls - c < calls) n += 1;
  return n;
}

export function isBombCard(card: CardId): boolean {
  return suitOf(card) === BOMB;
}
