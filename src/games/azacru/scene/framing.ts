// Framing the square board in the overlay's slot from the person's side: the whole board where fields stay a finger wide, else its nine ranks and files where fields stay legible, else larger and pannable; once the game is over, the whole board.
import { type PerspectiveCamera, Vector3 } from 'three';
import { FIELDS } from '../rules/fields';
import { CELL, fieldCentre, HALF, RIM } from './geometry';

/** A field is never drawn smaller than a finger (CSS px), as the touch guidelines ask. */
export const MIN_FIELD_PX = 45;

/**
 * Rather than cut ranks or files off (a phone on its side: 390 px hold no nine finger-wide ranks),
 * the nine ranks and files are shown whole, their rims cut, while a field is at least this large:
 * easily read, and a tap that lands on a neighbour costs nothing (every move is confirmed).
 */
export const LEGIBLE_FIELD_PX = 40;

export interface Framing {
  /** The canvas, CSS px. */
  readonly width: number;
  readonly height: number;
  /** The slot the board should fit in, CSS px from the canvas's top left. */
  readonly slot: { left: number; top: number; width: number; height: number };
  /** Degrees above the board: 90 is straight down. */
  readonly elevation: number;
  readonly fromNorth: boolean;
  /** The person's pan (CSS px) when the board is larger than the slot; clamped. */
  readonly pan: { x: number; y: number };
  /** Nothing left to tap (the game is over): the whole board in the slot, however small its fields. */
  readonly whole?: boolean;
}

/** How far the board may be panned (CSS px) each way; zero when it fits. */
export interface PanRange {
  readonly x: number;
  readonly y: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const p = new Vector3();
const CORNERS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

function project(camera: PerspectiveCamera, x: number, z: number, w: number, h: number) {
  p.set(x, 0, z).project(camera);
  return { x: ((p.x + 1) / 2) * w, y: ((1 - p.y) / 2) * h };
}

/** The board's on-screen box (CSS px) for the camera as it stands: with its rims, or its fields only (`edge` HALF). */
export function boardBox(
  camera: PerspectiveCamera,
  width: number,
  height: number,
  edge = HALF + RIM,
): Box {
  const b: Box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  for (const [sx, sz] of CORNERS) {
    const q = project(camera, sx * edge, sz * edge, width, height);
    b.left = Math.min(b.left, q.x);
    b.right = Math.max(b.right, q.x);
    b.top = Math.min(b.top, q.y);
    b.bottom = Math.max(b.bottom, q.y);
  }
  return b;
}

/** A field's on-screen width and height (CSS px): the box of its four corners. */
export function fieldSize(
  camera: PerspectiveCamera,
  field: number,
  width: number,
  height: number,
): { width: number; height: number } {
  const [x, z] = fieldCentre(field);
  const h = CELL / 2;
  const qs = CORNERS.map(([sx, sz]) => project(camera, x + sx * h, z + sz * h, width, height));
  const xs = qs.map((q) => q.x);
  const ys = qs.map((q) => q.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** The smallest side of any field on screen (the far row in a perspective view). */
function smallestField(camera: PerspectiveCamera, width: number, height: number): number {
  let least = Infinity;
  for (let f = 0; f < FIELDS; f += 1) {
    const s = fieldSize(camera, f, width, height);
    least = Math.min(least, s.width, s.height);
  }
  return least;
}

/**
 * Places the camera: the whole board in the slot, centred; if its fields would then be smaller
 * than a finger, nearer (fields of MIN_FIELD_PX) and panned by `pan` within the range it returns;
 * but where that would cut ranks or files off, the nine ranks and files alone in the slot (the rims
 * cut, no pan) while fields stay LEGIBLE_FIELD_PX. With nothing left to tap (`whole`), the whole board.
 */
export function frameBoard(camera: PerspectiveCamera, f: Framing): PanRange {
  if (f.whole) return frameWhole(camera, f);
  const range = frameAt(camera, f, f.elevation);
  // A phone: the view from straight above, where no row is foreshortened, needs the least panning.
  return range.x > 0 || range.y > 0 ? frameAt(camera, f, 90) : range;
}

/**
 * The final board, all of it: nothing is tapped any more, so fields may be smaller than a finger
 * (a phone showed the end panel over a board cut to seven ranks, the others panned away). Seen
 * from straight above where the slot is too low for the whole board at the person's elevation.
 */
function frameWhole(camera: PerspectiveCamera, f: Framing): PanRange {
  const whole = (elevation: number) =>
    placeCamera(
      camera,
      f,
      elevation,
      search((d) => fitsWhole(camera, f, elevation, d)),
    );
  whole(f.elevation);
  if (smallestField(camera, f.width, f.height) < LEGIBLE_FIELD_PX && f.elevation < 90) whole(90);
  centre(camera, f, boardBox(camera, f.width, f.height), 0, 0);
  return { x: 0, y: 0 };
}

function fitsWhole(camera: PerspectiveCamera, f: Framing, elevation: number, d: number): boolean {
  placeCamera(camera, f, elevation, d);
  const b = boardBox(camera, f.width, f.height);
  return b.right - b.left <= f.slot.width && b.bottom - b.top <= f.slot.height;
}

/** The camera at distance `d` from the board's centre, `elevation` degrees above it, from the person's side. */
function placeCamera(camera: PerspectiveCamera, f: Framing, elevation: number, d: number): void {
  const e = (Math.min(89.9, Math.max(20, elevation)) * Math.PI) / 180;
  camera.aspect = f.width / Math.max(1, f.height);
  camera.clearViewOffset();
  camera.up.set(0, 1, 0);
  camera.position.set(0, Math.sin(e), Math.cos(e) * (f.fromNorth ? -1 : 1)).multiplyScalar(d);
  camera.lookAt(0, 0, 0);
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld(true);
}

/** The least distance where `ok` holds (it holds from some distance on), by bisection. */
function search(ok: (d: number) => boolean): number {
  let lo = 0.2;
  let hi = 30;
  for (let i = 0; i < 36; i += 1) {
    const d = (lo + hi) / 2;
    if (ok(d)) hi = d;
    else lo = d;
  }
  return hi;
}

function frameAt(camera: PerspectiveCamera, f: Framing, elevation: number): PanRange {
  const place = (d: number) => placeCamera(camera, f, elevation, d);
  // Farthest first: the whole board in the slot.
  let d = search((x) => fitsWhole(camera, f, elevation, x));
  place(d);
  if (smallestField(camera, f.width, f.height) < MIN_FIELD_PX) {
    // Nearer until every field is a finger wide (a larger distance makes fields smaller).
    let lo = 0.2;
    let hi = d;
    for (let i = 0; i < 36; i += 1) {
      const m = (lo + hi) / 2;
      place(m);
      if (smallestField(camera, f.width, f.height) >= MIN_FIELD_PX) lo = m;
      else hi = m;
    }
    d = lo;
    place(d);
  }
  const b = boardBox(camera, f.width, f.height);
  // Finger-wide fields that cut ranks or files off: the nine of each whole if they stay legible
  // (a newcomer on an upright phone saw the a and i files cut in half, chevrons on them, and did
  // not know the board pans).
  const cut = b.bottom - b.top > f.slot.height + 0.5 || b.right - b.left > f.slot.width + 0.5;
  if (cut && fieldsInSlot(camera, f, place)) {
    return { x: 0, y: 0 };
  }
  place(d);
  const range = {
    x: Math.max(0, (b.right - b.left - f.slot.width) / 2),
    y: Math.max(0, (b.bottom - b.top - f.slot.height) / 2),
  };
  const panX = Math.max(-range.x, Math.min(range.x, f.pan.x));
  // Unpanned, a board taller than the slot shows the person's side (the bottom).
  const panY = Math.max(-range.y, Math.min(range.y, f.pan.y - range.y));
  centre(camera, f, b, panX, panY);
  return range;
}

/**
 * Finger-wide fields would cut ranks or files off (a phone either way up): the nine ranks and files
 * alone in the slot, centred, their rims cut, if fields stay LEGIBLE_FIELD_PX that way (true: framed so).
 */
function fieldsInSlot(camera: PerspectiveCamera, f: Framing, place: (d: number) => void): boolean {
  // A hair of room each way: the tiles stand a little above the board's plane.
  const fits = (d: number) => {
    place(d);
    const b = boardBox(camera, f.width, f.height, HALF);
    return b.right - b.left <= f.slot.width - 4 && b.bottom - b.top <= f.slot.height - 4;
  };
  const d = search(fits);
  place(d);
  if (smallestField(camera, f.width, f.height) < LEGIBLE_FIELD_PX) return false;
  centre(camera, f, boardBox(camera, f.width, f.height, HALF), 0, 0);
  return true;
}

/** Shifts the view so that the box `b` (CSS px) is centred in the slot, then moved by the pan. */
function centre(camera: PerspectiveCamera, f: Framing, b: Box, panX: number, panY: number): void {
  const dx = (b.left + b.right) / 2 - (f.slot.left + f.slot.width / 2) - panX;
  const dy = (b.top + b.bottom) / 2 - (f.slot.top + f.slot.height / 2) - panY;
  camera.setViewOffset(f.width, f.height, dx, dy, f.width, f.height);
  camera.updateProjectionMatrix();
}
