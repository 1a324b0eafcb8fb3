// The grab is registered in a native pointerdown listener, ahead of react-three-fiber's event pipeline.
import { type RootState, useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import { type Intersection, type Mesh, type Object3D, Raycaster, Vector2, Vector3 } from 'three';
import { STICK_HIT } from './constants';

/** Nearest hit distance of an object's own raycast (our hit boxes), or Infinity. */
function nearest(object: Object3D, raycaster: Raycaster, out: Intersection[]): number {
  out.length = 0;
  object.raycast(raycaster, out);
  return out.reduce((d, hit) => Math.min(d, hit.distance), Infinity);
}

/** Finds the stick under a screen point, or -1 when there is none or a card of the fan is in front. */
export function makePicker(get: () => RootState, hits: RefObject<(Mesh | null)[]>) {
  const raycaster = new Raycaster();
  const ndc = new Vector2();
  const out: Intersection[] = [];
  return (clientX: number, clientY: number): number => {
    const { camera, size, scene } = get();
    ndc.set(
      ((clientX - size.left) / size.width) * 2 - 1,
      -((clientY - size.top) / size.height) * 2 + 1,
    );
    raycaster.setFromCamera(ndc, camera);
    let stick = -1;
    let best = Infinity;
    (hits.current ?? []).forEach((mesh, i) => {
      const d = mesh ? nearest(mesh, raycaster, out) : Infinity;
      if (d < best) {
        best = d;
        stick = i;
      }
    });
    if (stick < 0) return -1;
    const fan = scene.children.filter((o) => o.name.startsWith('fan-hit-'));
    return fan.some((card) => nearest(card, raycaster, out) < best) ? -1 : stick;
  };
}

/** Screen points (CSS pixels) of every mounted stick's hit-box centre: where a press grabs it. */
export function stickScreenPoints(
  state: Pick<RootState, 'camera' | 'size'>,
  hits: RefObject<(Mesh | null)[]>,
): [number, number][] {
  const { camera, size } = state;
  const p = new Vector3();
  return (hits.current ?? []).flatMap((mesh): [number, number][] => {
    if (!mesh) return [];
    mesh.localToWorld(p.set(0, STICK_HIT.centre, 0)).project(camera);
    return [[size.left + ((p.x + 1) / 2) * size.width, size.top + ((1 - p.y) / 2) * size.height]];
  });
}

/**
 * Runs the picker over every stick's hit point (and a point of the fan) a few hundred times when
 * the browser is idle, so that the first real press runs compiled code (a cold first hit test took
 * over a millisecond on a software-rendered table). It reads the scene and changes nothing.
 * Returns a cancel.
 */
function warmPickerSoon(
  get: () => RootState,
  hits: RefObject<(Mesh | null)[]>,
  pick: (x: number, y: number) => number,
): () => void {
  const run = () => {
    const state = get();
    const points = stickScreenPoints(state, hits);
    points.push([state.size.left + state.size.width / 2, state.size.top + state.size.height - 1]);
    for (let i = 0; i < 300; i += 1) {
      const [x, y] = points[i % points.length] ?? [0, 0];
      pick(x, y);
    }
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}

/**
 * Calls `onGrab(stick, event.timeStamp)` inside the pointerdown handler itself when the press lands
 * on a stick's hit box and no card of the person's fan is in front of it; the event then stops, so
 * react-three-fiber does not handle it a second time. Everything else goes through as usual.
 */
export function useFastGrab(
  hits: RefObject<(Mesh | null)[]>,
  onGrab: (stick: number, timeStamp: number) => void,
): void {
  const get = useThree((s) => s.get);
  useEffect(() => {
    const state = get();
    const target =
      (state.events.connected as HTMLElement | undefined) ?? state.gl.domElement.parentElement;
    if (!target) return;
    const pick = makePicker(get, hits);
    const onDown = (e: PointerEvent) => {
      const stick = pick(e.clientX, e.clientY);
      if (stick < 0) return;
      onGrab(stick, e.timeStamp);
      e.stopPropagation();
    };
    target.addEventListener('pointerdown', onDown, { capture: true });
    const cancelWarm = warmPickerSoon(get, hits, pick);
    return () => {
      cancelWarm();
      target.removeEventListener('pointerdown', onDown, { capture: true });
    };
  }, [get, hits, onGrab]);
}
