// The table's layout: seats round the sheet with the person nearest, spaces in the sheet's order, nothing on the sheet but its own.
import { describe, expect, it } from 'vitest';
import {
  clearance,
  type Orientation,
  orientationOf,
  tableLayout,
} from '../../../../src/games/bonanza/scene/layout';

const ORIENTATIONS: readonly Orientation[] = ['portrait', 'landscape'];

describe('the table layout', () => {
  it('picks the orientation of the slot', () => {
    expect(orientationOf(390, 600)).toBe('portrait');
    expect(orientationOf(844, 250)).toBe('landscape');
    expect(orientationOf(1024, 800)).toBe('landscape');
    // A near-square slot (a phone in portrait, above its hand) takes the tall table: its sheet is larger there.
    expect(orientationOf(378, 390)).toBe('portrait');
    // The table keeps its orientation while the slot stays near its shape (a panel a line taller).
    expect(orientationOf(348, 280, 'portrait')).toBe('portrait');
    expect(orientationOf(348, 240, 'portrait')).toBe('landscape');
    expect(orientationOf(348, 320, 'landscape')).toBe('landscape');
    expect(orientationOf(348, 360, 'landscape')).toBe('portrait');
  });

  for (const o of ORIENTATIONS)
    for (let players = 2; players <= 9; players += 1)
      it(`${o}, ${players} players: the person nearest, seats off the sheet and rows, all within bounds`, () => {
        for (let person = 0; person < players; person += 1) {
          const l = tableLayout(players, person, o);
          expect(l.seats).toHaveLength(players);
          const me = l.seats[person];
          if (!me) throw new Error('no person seat');
          for (const s of l.seats) if (s.seat !== person) expect(s.z).toBeLessThan(me.z);
          expect(me.x).toBeCloseTo(0, 6);
          for (const s of l.seats) {
            // A seat's centre lies clear of the sheet and of the rows' band.
            for (const r of [l.sheet, l.rows]) {
              const inside =
                Math.abs(s.x - r.x) < r.w / 2 + 0.45 && Math.abs(s.z - r.z) < r.d / 2 + 0.45;
              expect(inside).toBe(false);
            }
            expect(s.x).toBeGreaterThanOrEqual(l.bounds.minX);
            expect(s.x).toBeLessThanOrEqual(l.bounds.maxX);
            expect(Math.hypot(s.ox, s.oz)).toBeCloseTo(1, 6);
          }
          for (const r of [...l.spaces, l.rows]) {
            expect(r.x - r.w / 2).toBeGreaterThanOrEqual(l.bounds.minX - 1e-9);
            expect(r.x + r.w / 2).toBeLessThanOrEqual(l.bounds.maxX + 1e-9);
            expect(r.z - r.d / 2).toBeGreaterThanOrEqual(l.bounds.minZ - 1e-9);
            expect(r.z + r.d / 2).toBeLessThanOrEqual(l.bounds.maxZ + 1e-9);
          }
        }
      });

  it('lays the sheet out as printed: the upper half first, the Bonanza circle in the middle of the lower half', () => {
    const wide = tableLayout(4, 0, 'landscape');
    const z = (i: number) => wide.spaces[i]?.z ?? NaN;
    const x = (i: number) => wide.spaces[i]?.x ?? NaN;
    for (let i = 0; i < 5; i += 1) expect(z(i)).toBeLessThan(z(5));
    expect(x(9)).toBeCloseTo(wide.sheet.x, 6);
    expect(x(5)).toBeLessThan(x(6));
    const tall = tableLayout(4, 0, 'portrait');
    const tz = (i: number) => tall.spaces[i]?.z ?? NaN;
    for (let i = 0; i < 4; i += 1) expect(tz(i)).toBeLessThan(tz(i + 1));
    expect(tz(9)).toBeCloseTo(tall.sheet.z, 6);
  });

  it('never lets two spaces overlap', () => {
    for (const o of ORIENTATIONS) {
      const l = tableLayout(9, 0, o);
      for (const a of l.spaces)
        for (const b of l.spaces) {
          if (a === b) continue;
          const apart =
            Math.abs(a.x - b.x) >= (a.w + b.w) / 2 - 1e-9 ||
            Math.abs(a.z - b.z) >= (a.d + b.d) / 2 - 1e-9;
          expect(apart).toBe(true);
        }
    }
  });
});

describe('the widow and the dead hand', () => {
  // A pile's half diagonal (0.3) and a stack's or button's radius (0.15) need 0.45.
  it('lie clear of every seat at every table', () => {
    for (const o of ORIENTATIONS)
      for (let players = 2; players <= 9; players += 1) {
        const l = tableLayout(players, 0, o);
        expect(clearance(l.seats, l.widow.x, l.widow.z)).toBeGreaterThan(0.5);
        expect(clearance(l.seats, l.dead.x, l.dead.z)).toBeGreaterThan(0.5);
      }
  });
});
