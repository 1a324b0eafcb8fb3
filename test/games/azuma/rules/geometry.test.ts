// Reach distances: the cached points give exactly the distance of the plain formula, whatever layouts come in turn.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distance,
  reachDistance,
  seatPoint,
  stickPoint,
} from '../../../../src/games/azuma/rules/geometry';

describe('reach distance', () => {
  it('equals the distance from the seat point to the stick point, for layouts asked in any order', () => {
    const layout = fc.record({
      players: fc.integer({ min: 3, max: 6 }),
      seat: fc.nat(5),
      stick: fc.nat(4),
      rotation: fc.oneof(fc.constant(0), fc.double({ min: -7, max: 7, noNaN: true })),
    });
    fc.assert(
      fc.property(fc.array(layout, { minLength: 1, maxLength: 30 }), (asks) => {
        for (const { players, seat, stick, rotation } of asks) {
          const sticks = players - 1;
          const plain = distance(
            seatPoint(seat % players, players),
            stickPoint(stick % sticks, sticks, rotation),
          );
          expect(reachDistance(seat % players, players, stick % sticks, sticks, rotation)).toBe(
            plain,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('seats and sticks outside the cached range still get the plain distance', () => {
    const plain = distance(seatPoint(9, 10), stickPoint(8, 9, 0.5));
    expect(reachDistance(9, 10, 8, 9, 0.5)).toBe(plain);
    expect(reachDistance(0.5, 4, 1, 3, 0)).toBe(distance(seatPoint(0.5, 4), stickPoint(1, 3, 0)));
  });
});
