// The coordinates shown at the board's visible edge: none where the rims are seen, ranks in their rows and files in their columns where they are panned away.
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { SIDE } from '../../../../src/games/azacru/rules/fields';
import {
  edgeCoordinates,
  type EdgeCoords,
  LABEL_PX,
  type ScreenBox,
} from '../../../../src/games/azacru/scene/edge-coords';
import { frameBoard, type PanRange } from '../../../../src/games/azacru/scene/framing';
import { CELL, fieldCentre } from '../../../../src/games/azacru/scene/geometry';

const v = new Vector3();

interface Framed {
  coords: EdgeCoords;
  range: PanRange;
  /** A field's centre on screen. */
  centre(field: number): { x: number; y: number };
  /** A field's side on screen (the view from straight above: square). */
  side: number;
}

/** Frames the board as the scene does (a phone's fields a finger wide) and asks for the edge labels. */
function framed(
  width: number,
  height: number,
  slot: ScreenBox,
  fromNorth: boolean,
  pan = { x: 0, y: 0 },
): Framed {
  const camera = new PerspectiveCamera(35, width / height, 0.05, 50);
  const range = frameBoard(camera, { width, height, slot, elevation: 62, fromNorth, pan });
  const project = (x: number, z: number) => {
    v.set(x, 0, z).project(camera);
    return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
  };
  const centre = (field: number) => {
    const [x, z] = fieldCentre(field);
    return project(x, z);
  };
  const [x0, z0] = fieldCentre(0);
  const side = Math.abs(project(x0 + CELL / 2, z0).x - project(x0 - CELL / 2, z0).x);
  return { coords: edgeCoordinates(project, slot), range, centre, side };
}

/** A board seen from the south from straight above, fields 45 px, its centre at (cx, cy). */
const flat = (cx: number, cy: number) => (x: number, z: number) => ({
  x: cx + x * 450,
  y: cy + z * 450,
});

// A narrow phone upright (360x780): nine legible fields do not fit its width, so the board pans
// sideways (at 390 px the nine files are framed whole: framing.test.ts).
const PORTRAIT = { left: 6, top: 128, width: 348, height: 480 };
const LANDSCAPE = { left: 260, top: 6, width: 324, height: 378 };
const field = (file: number, rank: number) => rank * SIDE + file;

describe('coordinates at the visible board edge', () => {
  it('shows nothing where the whole board fits (a tablet): the rims carry them', () => {
    for (const fromNorth of [false, true]) {
      const f = framed(768, 1024, { left: 6, top: 140, width: 756, height: 600 }, fromNorth);
      expect(f.range).toEqual({ x: 0, y: 0 });
      expect(f.coords.ranks.every((r) => r === null)).toBe(true);
      expect(f.coords.files.every((r) => r === null)).toBe(true);
    }
  });

  for (const fromNorth of [false, true]) {
    it(`a phone in portrait (${fromNorth ? 'from the north' : 'from the south'}): ranks 1-9 at the slot's left, each in its row; files left to the rims`, () => {
      const f = framed(360, 780, PORTRAIT, fromNorth);
      expect(f.range.x).toBeGreaterThan(0);
      // Files b-h keep their rims' letters in view (a and i, cut at the sides, are labelled).
      expect(f.coords.files.slice(1, SIDE - 1).every((r) => r === null)).toBe(true);
      for (let rank = 0; rank < SIDE; rank += 1) {
        const label = f.coords.ranks[rank];
        expect(label?.text).toBe(String(rank + 1));
        if (!label) continue;
        const row = f.centre(field(4, rank)).y;
        expect(label.y).toBeGreaterThanOrEqual(row - f.side / 2);
        expect(label.y + LABEL_PX).toBeLessThanOrEqual(row + f.side / 2);
        // In the row's top corner (not over the piece in the field's middle), at the slot's left edge.
        expect(label.y).toBeLessThan(row - LABEL_PX / 2);
        expect(label.x).toBeGreaterThanOrEqual(PORTRAIT.left);
        expect(label.x).toBeLessThan(PORTRAIT.left + 6);
      }
      // Rank 1 is at the bottom seen from the south, at the top seen from the north.
      const y1 = f.coords.ranks[0]?.y ?? 0;
      const y9 = f.coords.ranks[8]?.y ?? 0;
      expect(fromNorth ? y1 < y9 : y1 > y9).toBe(true);
    });
  }

  it('shows no ranks once the board is panned so that a side rim is in view', () => {
    const probe = framed(360, 780, PORTRAIT, false);
    for (const x of [probe.range.x, -probe.range.x]) {
      const f = framed(360, 780, PORTRAIT, false, { x, y: 0 });
      expect(f.coords.ranks.every((r) => r === null)).toBe(true);
    }
  });

  it('follows the pan: after a small pan each rank label is still in its row', () => {
    const f = framed(360, 780, PORTRAIT, true, { x: 12, y: 0 });
    for (let rank = 0; rank < SIDE; rank += 1) {
      const label = f.coords.ranks[rank];
      const row = f.centre(field(0, rank)).y;
      expect(label).not.toBeNull();
      expect(Math.abs((label?.y ?? 0) + LABEL_PX / 2 - row)).toBeLessThan(f.side / 2);
    }
  });

  it('a phone in landscape panned to the middle: the files at the slot bottom, each in its column; only ranks whose rows are in view', () => {
    const probe = framed(844, 390, LANDSCAPE, false);
    expect(probe.range.y).toBeGreaterThan(0);
    // Unpanned the person's side (rank 1, and the near rim with the files) is in view.
    expect(probe.coords.files.every((r) => r === null)).toBe(true);
    const f = framed(844, 390, LANDSCAPE, false, { x: 0, y: probe.range.y });
    const bottom = LANDSCAPE.top + LANDSCAPE.height;
    let checked = 0;
    for (let file = 0; file < SIDE; file += 1) {
      const label = f.coords.files[file];
      const column = f.centre(field(file, 4));
      const inSlot =
        column.x - f.side / 2 >= LANDSCAPE.left &&
        column.x + f.side / 2 <= LANDSCAPE.left + LANDSCAPE.width;
      if (!inSlot) continue;
      checked += 1;
      expect(label?.text).toBe('abcdefghi'[file]);
      if (!label) continue;
      expect(label.x).toBeGreaterThanOrEqual(column.x - f.side / 2);
      expect(label.x + LABEL_PX).toBeLessThanOrEqual(column.x + f.side / 2);
      expect(label.y + LABEL_PX).toBeLessThanOrEqual(bottom);
      expect(label.y + LABEL_PX).toBeGreaterThan(bottom - 6);
    }
    expect(checked).toBeGreaterThanOrEqual(5);
    // A rank is labelled only where its row lies in the slot.
    for (let rank = 0; rank < SIDE; rank += 1) {
      const label = f.coords.ranks[rank];
      if (!label) continue;
      const row = f.centre(field(4, rank)).y;
      expect(row).toBeGreaterThan(LANDSCAPE.top);
      expect(row).toBeLessThan(bottom);
    }
  });

  it('a board that fits, its near and far rims just past the slot: seen where it is drawn, no labels twice', () => {
    // Fields 45 px: the nine fit the slot's 410 px; the rims' figures stand 218 px from the middle,
    // past the slot's top and bottom but on the canvas (a tablet on its side).
    const slot = { left: 100, top: 60, width: 600, height: 410 };
    const canvas = { left: 0, top: 0, width: 1024, height: 768 };
    const project = flat(400, 265);
    const drawnWhole = edgeCoordinates(project, slot, canvas);
    expect(drawnWhole.files.every((f) => f === null)).toBe(true);
    expect(drawnWhole.ranks.every((r) => r === null)).toBe(true);
    // Cut to the slot (a board that pans), the same rims are not seen: the files are labelled.
    const cut = edgeCoordinates(project, slot);
    expect(cut.files.every((f) => f !== null)).toBe(true);
  });

  it('keeps the rank label in a corner field cut to a sliver, where the file label would cover it', () => {
    // Fields 45 px; the board's centre placed so that only 25 px of file a and of rank 1 are in the slot.
    const slot = { left: 0, top: 0, width: 200, height: 200 };
    const c = framedFlat(slot, 4.5 * 45 - 20, 200 - 4.5 * 45 + 20);
    const one = c.ranks[0];
    expect(one).not.toBeNull();
    expect(c.files[0]).toBeNull();
    expect(c.files[1]?.text).toBe('b');
    expect(c.ranks[1]?.text).toBe('2');
  });
});

function framedFlat(slot: ScreenBox, cx: number, cy: number): EdgeCoords {
  return edgeCoordinates(flat(cx, cy), slot);
}
