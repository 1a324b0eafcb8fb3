// The grab is registered in a native pointerdown listener, ahead of react-three-fiber's event pipeline.
import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import { type Intersection, type Mesh, type Object3D, Raycaster, Vector2 } from 'three';

/** Nearest hit distance of an object's own raycast (our hit boxes), or Infinity. */
function nearest(object: Object3D, raycaster: Raycaster, out: Intersection[]): number {
  out.length = 0;
  object.raycast(raycaster, out);
  return out.reduce((d, hit) => Math.min(d, hit.distance), Infinity);
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
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    const out: Intersection[] = [];
    const onDown = (e: PointerEvent) => {
      const { camera, size, scene } = get();
      ndc.set(
        ((e.clientX - size.left) / size.width) * 2 - 1,
        -((e.clientY - size.top) / size.height) * 2 + 1,
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
      if (stick < 0) return;
      const fan = scene.children.filter((o) => o.name.startsWith('fan-hit-'));
      if (fan.some((card) => nearest(card, raycaster, out) < best)) return;
      onGrab(stick, e.timeStamp);
      e.stopPropagation();
    };
    target.addEventListener('pointerdown', onDown, { capture: true });
    return () => target.removeEventListener('pointerdown', onDown, { capture: true });
  }, [get, hits, onGrab]);
}
