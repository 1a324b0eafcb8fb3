// Watches the static layer frame by frame: meshes that move are drawn over the table cache until they rest.
import type { Camera, Mesh, Object3D } from 'three';
import { changed, pushCamera, pushLight, pushMesh, visitStatic } from './static-signature';

/** Frames a static mesh stays "hot" (drawn over the cache, not in it) after its last change. */
export const COOL_FRAMES = 30;

interface Print {
  readonly values: number[];
  /** Hot before this frame; cold (in the cache) from it on. */
  hotUntil: number;
  seen: number;
}

export interface StaticWatch {
  frame: number;
  /** The view (camera, lights, canvas size) as last seen. */
  readonly view: number[];
  readonly scratch: number[];
  readonly meshScratch: number[];
  readonly prints: Map<Mesh, Print>;
  /** The meshes that are hot in this frame (refilled by each look). */
  readonly hot: Mesh[];
}

export const createStaticWatch = (): StaticWatch => ({
  frame: 0,
  view: [],
  scratch: [],
  meshScratch: [],
  prints: new Map(),
  hot: [],
});

/**
 * One look at the static layer (world matrices up to date), with `extra` numbers that belong to the
 * view (canvas size, exposure). A mesh that changes turns hot (a stick in flight, a bot's raised
 * arm) and stays hot until it has been still for COOL_FRAMES. Returns true when the cache no longer
 * shows the cold part of the layer: the view or a light changed, a cold mesh turned hot or a hot one
 * cold, or a cold mesh appeared or went.
 */
export function watchStatic(
  scene: Object3D,
  camera: Camera,
  extra: readonly number[],
  w: StaticWatch,
): boolean {
  const f = (w.frame += 1);
  const view = w.scratch;
  view.length = 0;
  pushCamera(view, camera);
  for (const x of extra) view.push(x);
  w.hot.length = 0;
  let stale = false;
  visitStatic(
    scene,
    (light) => pushLight(view, light),
    (mesh) => {
      const now = w.meshScratch;
      now.length = 0;
      pushMesh(now, mesh);
      let p = w.prints.get(mesh);
      if (!p) {
        p = { values: now.slice(), hotUntil: 0, seen: f };
        w.prints.set(mesh, p);
        stale = true; // a new cold mesh, not in the cache yet
      } else if (changed(p.values, now)) {
        if (f > p.hotUntil) stale = true; // it was cold: take it out of the cache
        p.hotUntil = f + COOL_FRAMES;
      } else if (f === p.hotUntil) {
        stale = true; // it has come to rest: put it into the cache
      }
      p.seen = f;
      if (f < p.hotUntil) w.hot.push(mesh);
    },
  );
  for (const [mesh, p] of w.prints) {
    if (p.seen === f) continue;
    if (f > p.hotUntil) stale = true; // a cold mesh went (hidden or removed)
    w.prints.delete(mesh);
  }
  return changed(w.view, view) || stale;
}
