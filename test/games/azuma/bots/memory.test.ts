// Bot memory: the passes of the last calls, per suit; a new hand forgets; remembering never changes the old memory.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BotMemory,
  emptyMemory,
  MEMORY_CALLS,
  recentlyPassed,
  recordPass,
  remember,
} from '../../../../src/games/azuma/bots/memory';
import type { SeatView } from '../../../../src/games/azuma/bots/view';
import { BOMB, BOMB_IDS } from '../../../../src/games/azuma/rules';

const card = (suit: number) => (suit === BOMB ? (BOMB_IDS[0] as number) : suit * 4);
const view = (handNo: number, calls: number, lastPassed: number | null) =>
  ({ handNo, calls, lastPassed }) as Partial<SeatView> as SeatView;

describe('bot memory', () => {
  it('counts a suit passed within the last calls of the window, and no older ones', () => {
    let m = emptyMemory(1);
    // Calls 1..5 pass suits A, B, A, A, C.
    [0, 1, 0, 0, 2].forEach((suit, i) => (m = remember(m, view(1, i + 1, card(suit)))));
    expect(recentlyPassed(m, 0, 5)).toBe(3);
    expect(recentlyPassed(m, 0, 3)).toBe(2); // calls 3..5
    expect(recentlyPassed(m, 0, 2)).toBe(1);
    expect(recentlyPassed(m, 1, 3)).toBe(0);
    expect(recentlyPassed(m, 2, 1)).toBe(1);
  });

  it('agrees with a plain list of passes for any sequence of views (skipped calls included)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ skip: fc.nat(2), suit: fc.option(fc.integer({ min: 0, max: BOMB })) }),
        ),
        fc.integer({ min: 1, max: MEMORY_CALLS }),
        (steps, window) => {
          let m = emptyMemory(1);
          let calls = 0;
          const passes: { call: number; suit: number }[] = [];
          for (const { skip, suit } of steps) {
            calls += 1 + skip; // a bot may miss views; it remembers only what it saw
            m = remember(m, view(1, calls, suit === null ? null : card(suit)));
            if (suit !== null) passes.push({ call: calls, suit });
          }
          for (let s = 0; s <= BOMB; s += 1) {
            const plain = passes.filter((p) => p.suit === s && calls - p.call < window).length;
            expect(recentlyPassed(m, s, window)).toBe(plain);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a new hand forgets; an old or repeated view changes nothing', () => {
    let m = remember(emptyMemory(1), view(1, 1, card(3)));
    expect(remember(m, view(1, 1, card(4)))).toBe(m);
    expect(remember(m, view(1, 0, card(4)))).toBe(m);
    m = remember(m, view(2, 0, null));
    expect(m.handNo).toBe(2);
    expect(recentlyPassed(m, 3, 6)).toBe(0);
  });

  it('remember leaves the old memory as it was (the bot actor keeps it in its context)', () => {
    const before = remember(emptyMemory(1), view(1, 1, card(3)));
    const copy = { ...before, passed: before.passed.slice() };
    const after = remember(before, view(1, 2, card(3)));
    expect(after).not.toBe(before);
    expect(before).toEqual(copy);
    expect(recentlyPassed(before, 3, 6)).toBe(1);
    expect(recentlyPassed(after, 3, 6)).toBe(2);
  });

  it('recordPass updates in place (the fast engine owns its memories)', () => {
    const m: { -readonly [K in keyof BotMemory]: BotMemory[K] } = emptyMemory(1);
    recordPass(m, 1, 1, card(5));
    recordPass(m, 1, 2, card(5));
    expect(recentlyPassed(m, 5, 6)).toBe(2);
    recordPass(m, 2, 0, null);
    expect(recentlyPassed(m, 5, 6)).toBe(0);
  });
});
