// The table's layout: seats round the sheet with the person nearest, spaces in the sheet's order, nothing on the sheet but its own.
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { framedCamera } from './framed';
import { CORNER } from '../../../../src/games/bonanza/scene/faces';
import {
  CARD_H,
  CARD_W,
  clearance,
  heldOrientation,
  INDEX_H,
  INDEX_W,
  type Orientation,
  orientationOf,
  ROW_METRICS,
  tableLayout,
} from '../../../../src/games/bonanza/scene/layout';

const ORIENTATIONS: readonly Orientation[] = ['portrait', 'landscape', 'side'];

describe('the table layout', () => {
  it('picks the orientation of the slot', () => {
    expect(orientationOf(390, 600)).toBe('portrait');
    expect(orientationOf(844, 250)).toBe('landscape');
    expect(orientationOf(1024, 800)).toBe('landscape');
    // A near-square slot (a phone in portrait, above its hand) takes the tall table: its sheet is larger there.
    expect(orientationOf(378, 390)).toBe('portrait');
    // The table keeps its orientation while the slot stays near its shape (a panel a line taller).
    expect(orientationOf(348, 280, 'portrait')).toBe('portrait');
    expect(orientationOf(348, 240, 'portrait')).toBe('side');
    expect(orientationOf(348, 320, 'side')).toBe('side');
    expect(orientationOf(348, 360, 'side')).toBe('portrait');
    expect(orientationOf(800, 740, 'landscape')).toBe('landscape');
    expect(orientationOf(800, 800, 'landscape')).toBe('portrait');
    // A phone on its side (the hand beside the table) takes the side table: the wide one's narrow spaces would print their names too small.
    expect(orientationOf(459, 319)).toBe('side');
    expect(orientationOf(700, 400, 'landscape')).toBe('side');
  });

  it("holds its orientation while the screen keeps its shape and the slot its width, and takes the turned screen's", () => {
    // A tablet: the wide table on its side (1012x446 slot); turned upright, a stage leaves a slot
    // of 756x627 (a little wider than tall): the tall table, as when the game opens upright.
    const wide = { orientation: orientationOf(1012, 446), width: 1012, tallScreen: false };
    expect(wide.orientation).toBe('landscape');
    expect(orientationOf(1012, 700, heldOrientation(wide, 1012, false))).toBe('landscape');
    expect(orientationOf(756, 627, heldOrientation(wide, 756, true))).toBe('portrait');
    expect(orientationOf(756, 848)).toBe('portrait');
    // The first look after the turn may see the slot not yet measured anew: it holds nothing, and
    // the slot's new width then chooses again.
    const stale = {
      orientation: orientationOf(1012, 446, heldOrientation(wide, 1012, true)),
      width: 1012,
      tallScreen: true,
    };
    expect(stale.orientation).toBe('landscape');
    expect(orientationOf(756, 627, heldOrientation(stale, 756, true))).toBe('portrait');
    // Upright, a panel growing under the table keeps the tall table (same width, same screen).
    const tall = { orientation: 'portrait' as const, width: 756, tallScreen: true };
    expect(orientationOf(756, 560, heldOrientation(tall, 756, true))).toBe('portrait');
    // Turned back on its side: the wide table at once; a phone on its side: the side table.
    expect(orientationOf(1012, 446, heldOrientation(tall, 1012, false))).toBe('landscape');
    expect(orientationOf(459, 328, heldOrientation(tall, 459, false))).toBe('side');
    expect(heldOrientation(null, 756, true)).toBeNull();
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

describe("the run-out's rows", () => {
  it('leave each card its index and suit pip: the step and pitch clear them', () => {
    // INDEX_W and INDEX_H hold the corner as faces.ts draws it.
    expect(INDEX_W).toBeGreaterThanOrEqual(CORNER.x + CORNER.width / 2);
    expect(INDEX_H).toBeGreaterThanOrEqual(CORNER.pipTop + (CORNER.pipSize * CARD_W) / CARD_H);
    for (const o of ORIENTATIONS) {
      const m = ROW_METRICS[o];
      expect(m.step).toBeGreaterThanOrEqual(INDEX_W * CARD_W * m.scale);
      expect(m.pitch).toBeGreaterThanOrEqual(INDEX_H * CARD_H * m.scale);
      // Still overlapping: a row of 13 as narrow as it can be.
      expect(m.step).toBeLessThan(0.5 * CARD_W * m.scale);
      expect(m.pitch).toBeLessThan(0.5 * CARD_H * m.scale);
    }
  });

  it("lie clear of the seats' pieces: each corner of the band, and landscape ones no deeper than the sheet", () => {
    for (const o of ORIENTATIONS)
      for (let players = 2; players <= 9; players += 1) {
        const l = tableLayout(players, 0, o);
        const r = l.rows;
        for (const x of [r.x - r.w / 2, r.x + r.w / 2])
          for (const z of [r.z - r.d / 2, r.z + r.d / 2])
            expect(clearance(l.seats, x, z)).toBeGreaterThan(0.45);
      }
    const wide = tableLayout(4, 0, 'landscape');
    expect(wide.rows.d).toBeLessThanOrEqual(wide.sheet.d + 0.1);
  });

  // Screens and the slot the table gets there during the run-out (measured in Chromium: the HUD
  // above, the news and the hand below, or the hand beside it on a phone on its side). The rows
  // before these larger cards gave 3.6, 2.7, 4.2 and 5.8 px.
  const SCREENS = [
    { width: 390, height: 844, slot: { left: 6, top: 111, width: 378, height: 562 }, px: 7 },
    { width: 844, height: 390, slot: { left: 6, top: 65, width: 459, height: 319 }, px: 4 },
    { width: 768, height: 1024, slot: { left: 6, top: 111, width: 756, height: 693 }, px: 8.5 },
    { width: 1024, height: 768, slot: { left: 6, top: 110, width: 1012, height: 459 }, px: 8.5 },
  ] as const;
  for (const { width, height, slot, px } of SCREENS)
    it(`${width}x${height}: every row's index is at least ${px} px tall on screen`, () => {
      let least = Infinity;
      for (const players of [4, 9]) {
        const { camera, layout } = framedCamera(width, height, slot, players);
        const y = (x: number, z: number) =>
          ((1 - new Vector3(x, 0, z).project(camera).y) / 2) * height;
        const m = layout.row;
        const h = CARD_H * m.scale;
        const left = layout.rows.x - layout.rows.w / 2;
        for (let row = 0; row < 4; row += 1)
          for (const x of [left, left + 12 * m.step]) {
            // The rank's glyph: CORNER.height of the card from CORNER.top.
            const top = layout.rows.z - layout.rows.d / 2 + row * m.pitch + CORNER.top * h;
            const tall = y(x, top + CORNER.height * h) - y(x, top);
            least = Math.min(least, tall);
          }
      }
      expect(least).toBeGreaterThanOrEqual(px);
    });
});
