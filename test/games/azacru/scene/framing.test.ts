// Framing the board in its slot: whole on a tablet and whenever the game is over; on a phone on its side all nine ranks (legible, the rims cut) rather than finger-wide fields with rank 9 off screen; finger-wide and pannable where even that is too small.
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { FIELDS } from '../../../../src/games/azacru/rules/fields';
import {
  fieldSize,
  frameBoard,
  LEGIBLE_FIELD_PX,
  MIN_FIELD_PX,
} from '../../../../src/games/azacru/scene/framing';
import { fieldCentre } from '../../../../src/games/azacru/scene/geometry';

type Slot = { left: number; top: number; width: number; height: number };
const v = new Vector3();

/** Frames as the scene does (unpanned, the view at 62 degrees) and reads every field's box. */
function frame(width: number, height: number, slot: Slot, whole = false) {
  const camera = new PerspectiveCamera(35, width / height, 0.05, 50);
  const range = frameBoard(camera, {
    width,
    height,
    slot,
    elevation: 62,
    fromNorth: false,
    pan: { x: 0, y: 0 },
    whole,
  });
  const fields = Array.from({ length: FIELDS }, (_, f) => {
    const [x, z] = fieldCentre(f);
    v.set(x, 0, z).project(camera);
    const size = fieldSize(camera, f, width, height);
    const cx = ((v.x + 1) / 2) * width;
    const cy = ((1 - v.y) / 2) * height;
    return {
      left: cx - size.width / 2,
      right: cx + size.width / 2,
      top: cy - size.height / 2,
      bottom: cy + size.height / 2,
      side: Math.min(size.width, size.height),
    };
  });
  const outside = fields
    .map((b, f) => ({ b, f }))
    .filter(
      ({ b }) =>
        b.left < slot.left - 0.5 ||
        b.right > slot.left + slot.width + 0.5 ||
        b.top < slot.top - 0.5 ||
        b.bottom > slot.top + slot.height + 0.5,
    )
    .map(({ f }) => f);
  return { range, outside, smallest: Math.min(...fields.map((b) => b.side)) };
}

describe('framing the board at the start', () => {
  it('a phone on its side (844x390): all nine ranks and files in the slot, fields legible, nothing to pan', () => {
    // The slot between the players' column and the choice's column.
    const f = frame(844, 390, { left: 147, top: 6, width: 470, height: 378 });
    expect(f.outside, 'fields out of the slot').toEqual([]);
    expect(f.smallest).toBeGreaterThanOrEqual(LEGIBLE_FIELD_PX);
    // 390 px hold no nine finger-wide ranks: the fields are as large as the height allows.
    expect(f.smallest).toBeGreaterThan(41);
    expect(f.range).toEqual({ x: 0, y: 0 });
  });

  it('a tablet (768x1024): the whole board, fields larger than a finger', () => {
    const f = frame(768, 1024, { left: 6, top: 70, width: 756, height: 640 });
    expect(f.outside).toEqual([]);
    expect(f.smallest).toBeGreaterThanOrEqual(MIN_FIELD_PX);
    expect(f.range).toEqual({ x: 0, y: 0 });
  });

  it('where nine ranks would be too small to read (a small phone): finger-wide fields, panned', () => {
    const f = frame(360, 640, { left: 6, top: 70, width: 348, height: 300 });
    expect(f.smallest).toBeGreaterThanOrEqual(MIN_FIELD_PX - 0.5);
    expect(f.range.y).toBeGreaterThan(0);
    expect(f.outside.length).toBeGreaterThan(0);
  });

  it('a phone upright (390x844): finger-wide fields would cut the files, so the nine are whole, legible, no pan', () => {
    const f = frame(390, 844, { left: 6, top: 70, width: 378, height: 480 });
    expect(f.smallest).toBeGreaterThanOrEqual(LEGIBLE_FIELD_PX);
    expect(f.range).toEqual({ x: 0, y: 0 });
  });

  it('a narrow phone upright (360x780): nine legible files do not fit, so it stays finger-wide, panned sideways', () => {
    const f = frame(360, 780, { left: 6, top: 70, width: 348, height: 480 });
    expect(f.smallest).toBeGreaterThanOrEqual(MIN_FIELD_PX - 0.5);
    expect(f.range.y).toBe(0);
    expect(f.range.x).toBeGreaterThan(0);
  });
});

describe('framing the board once the game is over', () => {
  // The slot an upright phone leaves above the end panel at a table of four.
  const low = { left: 6, top: 120, width: 378, height: 310 } as const;

  it('the same slot in play cuts ranks off and pans (fields stay a finger wide)', () => {
    const f = frame(390, 844, low);
    expect(f.outside.length).toBeGreaterThan(0);
    expect(f.range.y).toBeGreaterThan(0);
  });

  it('over: every field of the final board in the slot, nothing to pan', () => {
    const f = frame(390, 844, low, true);
    expect(f.outside, 'fields out of the slot').toEqual([]);
    expect(f.range).toEqual({ x: 0, y: 0 });
    // As large as the slot allows: nine ranks of about a ninth of its height.
    expect(f.smallest).toBeGreaterThan(28);
  });

  it('over on a tablet: the whole board as in play', () => {
    const slot = { left: 6, top: 70, width: 756, height: 640 };
    const over = frame(768, 1024, slot, true);
    expect(over.outside).toEqual([]);
    expect(over.smallest).toBeGreaterThanOrEqual(MIN_FIELD_PX);
  });
});
