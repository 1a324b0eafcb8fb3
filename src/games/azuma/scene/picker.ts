// What a press on the table means: a card of the person's fan, a stick (by where it stands, finger-sized), the board, or nothing.
import type { RootState } from '@react-three/fiber';
import {
  type Camera,
  type Intersection,
  type Object3D,
  Plane,
  Raycaster,
  Vector2,
  Vector3,
} from 'three';
import { toWorld } from '../../../table/space';
import { BOARD_DISC_RADIUS, BOARD_HEIGHT, STICK_HEIGHT, STICK_HIT } from './constants';

/** How far from a stick's shaft (CSS pixels) a press still takes it, when no other stick is nearer. */
export const STICK_REACH_PX = 52;

export type TablePick =
  | { readonly kind: 'card'; readonly card: number }
  | { readonly kind: 'stick'; readonly stick: number }
  /** The board's disc, away from every stick (in a race it grabs a free stick: see view/person.ts boardGrab). */
  | { readonly kind: 'board' };

/** A stick as the picker sees it: where it stands (its base on the board), whatever it does now. */
export interface StickSpot {
  readonly stick: number;
  readonly base: Vector3;
  /** Still standing (no one holds it): a press goes to a free stick before a taken one's globe. */
  readonly free: boolean;
  /** Of a colour the person still needs this round: in reach, it goes before a stick worth nothing. */
  readonly needed?: boolean;
}

type Size = Pick2<RootState['size'], 'left' | 'top' | 'width' | 'height'>;
type Pick2<T, K extends keyof T> = { readonly [P in K]: T[P] };

const v = new Vector3();

/** CSS pixels of a world point. */
export function toScreen(p: Vector3, camera: Camera, size: Size): { x: number; y: number } {
  v.copy(p).project(camera);
  return {
    x: size.left + ((v.x + 1) / 2) * size.width,
    y: size.top + ((1 - v.y) / 2) * size.height,
  };
}

/** Distance in CSS pixels from (x, y) to the segment a-b. */
function segmentDistance(
  x: number,
  y: number,
  a: { x: number; y: number },
  b: { x: number; y: number },
) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len));
  return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
}

/**
 * The stick a press at (x, y) takes: within STICK_REACH_PX of its shaft on screen (from just above its
 * foot to above its knob), a free stick of a colour the person needs, else a free one, else a taken
 * one's empty globe (the table then answers "too late"); the nearest of the first kind in reach.
 * Sticks are slim on a phone; their targets are not. So a press between a taken and a free stick never
 * loses the free one, nor one between a colour already scored (+0) and a needed one the needed one.
 */
export function pickStick(
  x: number,
  y: number,
  spots: readonly StickSpot[],
  camera: Camera,
  size: Size,
): number | null {
  let best: number | null = null;
  let bestRank = 3;
  let bestD = STICK_REACH_PX;
  const top = new Vector3();
  const foot = new Vector3();
  for (const s of spots) {
    // From a little above the globe to a little above the knob: a hand reaches the top from above.
    foot.copy(s.base).setY(s.base.y + 0.05);
    top.copy(s.base).setY(s.base.y + STICK_HEIGHT + 0.12);
    const d = segmentDistance(x, y, toScreen(foot, camera, size), toScreen(top, camera, size));
    const rank = !s.free ? 2 : s.needed ? 0 : 1;
    if (d < STICK_REACH_PX && (rank < bestRank || (rank === bestRank && d < bestD))) {
      best = s.stick;
      bestRank = rank;
      bestD = d;
    }
  }
  return best;
}

const boardPlane = new Plane(new Vector3(0, 1, 0), -BOARD_HEIGHT);
const boardCentre = toWorld({ x: 0, y: 0 }, BOARD_HEIGHT);
const onPlane = new Vector3();

/** Whether a ray meets the board's disc (its top, seen from the camera). */
function hitsBoard(raycaster: Raycaster): boolean {
  const at = raycaster.ray.intersectPlane(boardPlane, onPlane);
  return at !== null && at.distanceTo(boardCentre) <= BOARD_DISC_RADIUS;
}

/** The point of a standing stick a hand grabs (its band), in world space. */
export function grabPoint(base: Vector3): Vector3 {
  return base.clone().setY(base.y + STICK_HIT.centre);
}

/** Makes the table's picker: fan cards first (they are in front of everything), then sticks, then the board. */
export function makeTablePicker(
  get: () => Pick2<RootState, 'camera' | 'size'>,
  fanHits: () => readonly Object3D[],
  spots: () => readonly StickSpot[],
) {
  const raycaster = new Raycaster();
  const ndc = new Vector2();
  const out: Intersection[] = [];
  return (x: number, y: number): TablePick | null => {
    const { camera, size } = get();
    ndc.set(((x - size.left) / size.width) * 2 - 1, -((y - size.top) / size.height) * 2 + 1);
    raycaster.setFromCamera(ndc, camera);
    let card: number | undefined;
    let nearest = Infinity;
    for (const hit of fanHits()) {
      out.length = 0;
      hit.raycast(raycaster, out);
      const d = out.reduce((m, h) => Math.min(m, h.distance), Infinity);
      const id = (hit.userData as { card?: number }).card;
      if (d < nearest && id !== undefined) {
        nearest = d;
        card = id;
      }
    }
    if (card !== undefined) return { kind: 'card', card };
    const stick = pickStick(x, y, spots(), camera, size);
    if (stick !== null) return { kind: 'stick', stick };
    return hitsBoard(raycaster) ? { kind: 'board' } : null;
  };
}
