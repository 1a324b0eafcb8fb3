// Framing the whole table in the overlay's slot from the person's side: as near as the slot allows, centred in it.
import { type PerspectiveCamera, Vector3 } from 'three';
import { MAX_HEIGHT, type Orientation, type TableLayout } from './layout';

export interface Framing {
  /** The canvas, CSS px. */
  readonly width: number;
  readonly height: number;
  /** The slot the table must fit in, CSS px from the canvas's top left. */
  readonly slot: { left: number; top: number; width: number; height: number };
  /** Degrees above the table: 90 is straight down. */
  readonly elevation: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const p = new Vector3();

/** Degrees above the side table. */
export const SIDE_ELEVATION = 68;

/** The on-screen box (CSS px) of the layout's bounds, for the camera as it stands. */
export function tableBox(
  camera: PerspectiveCamera,
  layout: TableLayout,
  width: number,
  height: number,
): Box {
  const { minX, maxX, minZ, maxZ } = layout.bounds;
  const b: Box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  for (const x of [minX, maxX])
    for (const z of [minZ, maxZ])
      for (const y of [0, MAX_HEIGHT]) {
        p.set(x, y, z).project(camera);
        const sx = ((p.x + 1) / 2) * width;
        const sy = ((1 - p.y) / 2) * height;
        b.left = Math.min(b.left, sx);
        b.right = Math.max(b.right, sx);
        b.top = Math.min(b.top, sy);
        b.bottom = Math.max(b.bottom, sy);
      }
  return b;
}

/**
 * The camera's elevation for a slot: steeper on a tall slot, where depth is plentiful. The tall
 * and the side tables (a phone either way up) are seen steeply: the sheet's names foreshorten less.
 */
export function elevationFor(slotWidth: number, slotHeight: number, o: Orientation): number {
  if (o === 'side') return SIDE_ELEVATION;
  const aspect = slotWidth / Math.max(1, slotHeight);
  if (o === 'portrait' && aspect < 1.3) return 62;
  return aspect < 0.8 ? 62 : aspect < 1.3 ? 56 : aspect < 2.4 ? 50 : 44;
}

/** Places the camera so the whole table fills the slot as far as it can, centred in it. */
export function frameTable(camera: PerspectiveCamera, layout: TableLayout, f: Framing): void {
  const e = (Math.min(89.9, Math.max(20, f.elevation)) * Math.PI) / 180;
  const { minX, maxX, minZ, maxZ } = layout.bounds;
  const cx = (minX + maxX) / 2;
  const cz = (minZ + maxZ) / 2;
  camera.aspect = f.width / Math.max(1, f.height);
  camera.clearViewOffset();
  camera.up.set(0, 1, 0);
  const place = (d: number) => {
    camera.position.set(cx, Math.sin(e) * d, cz + Math.cos(e) * d);
    camera.lookAt(cx, 0, cz);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld(true);
  };
  let lo = 1;
  let hi = 200;
  for (let i = 0; i < 40; i += 1) {
    const d = (lo + hi) / 2;
    place(d);
    const b = tableBox(camera, layout, f.width, f.height);
    if (b.right - b.left <= f.slot.width && b.bottom - b.top <= f.slot.height) hi = d;
    else lo = d;
  }
  place(hi);
  const b = tableBox(camera, layout, f.width, f.height);
  const dx = (b.left + b.right) / 2 - (f.slot.left + f.slot.width / 2);
  const dy = (b.top + b.bottom) / 2 - (f.slot.top + f.slot.height / 2);
  camera.setViewOffset(f.width, f.height, dx, dy, f.width, f.height);
  camera.updateProjectionMatrix();
}
