// Render layers: the table's static layer is cached on slow devices; the dynamic layer is drawn every frame.
import type { Camera, Light, LightShadow, Object3D } from 'three';

/** Layer 0 (three's default) is the static layer: the room, board, sticks, bots, plates. */
export const STATIC_LAYER = 0;
/** What moves all the time (cards) and what glows and pulses: drawn over the cached table. */
export const DYNAMIC_LAYER = 1;
/** For the `layers-mask` prop: an object in the dynamic layer only. */
export const DYNAMIC_MASK = 1 << DYNAMIC_LAYER;
const BOTH = (1 << STATIC_LAYER) | DYNAMIC_MASK;

/** The camera sees both layers, and lights light (and shadows fall) in both. */
export function seeBothLayers(camera: Camera, scene: Object3D): void {
  camera.layers.mask |= BOTH;
  scene.traverse((o) => {
    const light = o as Partial<Light> & { shadow?: LightShadow };
    if (!light.isLight) return;
    o.layers.mask |= BOTH;
    if (light.shadow) light.shadow.camera.layers.mask |= BOTH;
  });
}
