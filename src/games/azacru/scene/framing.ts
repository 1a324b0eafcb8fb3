// Framing the square board in the overlay's slot: the camera's height and distance so the whole board fits, seen from the person's side.
import { type PerspectiveCamera, Vector3 } from 'three';
import { HALF, RIM } from './geometry';

export interface Framing {
  /** The canvas, CSS px. */
  readonly width: number;
  readonly height: number;
  /** The slot the board must fit in, CSS px from the canvas's top left. */
  readonly slot: { left: number; top: number; width: number; height: number };
  /** Degrees above the board: 90 is straight down. */
  readonly elevation: number;
  readonly fromNorth: boolean;
}

const corner = new Vector3();
const CORNERS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** The board's on-screen box (CSS px) for the camera as it stands. */
export function boardBox(
  camera: PerspectiveCamera,
  width: number,
  height: number,
): { left: number; right: number; top: number; bottom: number } {
  const edge = HALF + RIM;
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const [sx, sz] of CORNERS) {
    corner.set(sx * edge, 0, sz * edge).project(camera);
    const x = ((corner.x + 1) / 2) * width;
    const y = ((1 - corner.y) / 2) * height;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { left, right, top, bottom };
}

/** Places the camera so the whole board fits the slot, centred in it. */
export function frameBoard(camera: PerspectiveCamera, f: Framing): void {
  const e = (Math.min(89.9, Math.max(20, f.elevation)) * Math.PI) / 180;
  const dir = new Vector3(0, Math.sin(e), Math.cos(e) * (f.fromNorth ? -1 : 1));
  camera.aspect = f.width / Math.max(1, f.height);
  camera.clearViewOffset();
  camera.up.set(0, 1, 0);
  const place = (d: number) => {
    camera.position.copy(dir).multiplyScalar(d);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld(true);
  };
  let lo = 0.3;
  let hi = 30;
  for (let i = 0; i < 40; i += 1) {
    const d = (lo + hi) / 2;
    place(d);
    const b = boardBox(camera, f.width, f.height);
    const fits = b.right - b.left <= f.slot.width && b.bottom - b.top <= f.slot.height;
    if (fits) hi = d;
    else lo = d;
  }
  place(hi);
  const b = boardBox(camera, f.width, f.height);
  const dx = (b.left + b.right) / 2 - (f.slot.left + f.slot.width / 2);
  const dy = (b.top + b.bottom) / 2 - (f.slot.top + f.slot.height / 2);
  camera.setViewOffset(f.width, f.height, dx, dy, f.width, f.height);
  camera.updateProjectionMatrix();
}
