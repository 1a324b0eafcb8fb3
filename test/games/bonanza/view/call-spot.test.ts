// The dealer's call over the table: at the top middle when free, else the highest spot clear of every seat's name, always inside the room.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callSpot } from '../../../../src/games/bonanza/view/call-spot';

const box = (left: number, top: number, w: number, h: number) => ({
  left,
  top,
  right: left + w,
  bottom: top + h,
});

describe("the dealer's call", () => {
  it('stands at the top middle of a room with no names', () => {
    expect(callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, [])).toEqual({ left: 100, top: 4 });
  });

  it('moves down below a name at the top middle', () => {
    const spot = callSpot({ w: 100, h: 40 }, { w: 300, h: 400 }, [box(120, 0, 60, 16)]);
    expect(spot.left).toBe(100);
    expect(spot.top).toBeGreaterThanOrEqual(20);
    expect(spot.top).toBeLessThan(28);
  });

  it('moves aside when names fill the middle column', () => {
    const spot = callSpot({ w: 60, h: 30 }, { w: 300, h: 100 }, [box(110, 0, 80, 100)]);
    expect(spot.left + 60 <= 106 || spot.left >= 194).toBe(true);
  });

  it('lies over no name and stays in the room wherever a clear spot exists', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            left: fc.integer({ min: 0, max: 300 }),
            top: fc.integer({ min: 0, max: 400 }),
            w: fc.integer({ min: 20, max: 100 }),
          }),
          { maxLength: 9 },
        ),
        (raw) => {
          const names = raw.map((n) => box(n.left, n.top, n.w, 16));
          const call = { w: 90, h: 40 };
          const s = callSpot(call, { w: 360, h: 480 }, names);
          expect(s.left).toBeGreaterThanOrEqual(0);
          expect(s.left + call.w).toBeLessThanOrEqual(360);
          expect(s.top + call.h).toBeLessThanOrEqual(480);
          // Nine names of 100 x 16 cannot fill a 360 x 480 room: a clear spot is always found.
          const c = box(s.left, s.top, call.w, call.h);
          for (const n of names)
            expect(
              c.right <= n.left || n.right <= c.left || c.bottom <= n.top || n.bottom <= c.top,
            ).toBe(true);
        },
      ),
    );
  });
});
