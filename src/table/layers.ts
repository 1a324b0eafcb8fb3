// Render layers: the table's static layer is cached on slow devices; the dynamic layer is drawn every frame.
import type { Camera, Light, LightShadow, Object3D } from 'three';

/**
 * Layer 0 (three's default) is the static layer: the room, board, sticks, bots, plates.
 *
 * The one hidden rule of the still-table cache (static-cache.ts): a static mesh counts as changed
 * only when what static-signature.ts fingerprints changes: its world matrix, its geometry's
 * version, its materials' version, colours, maps, opacity and visibility, an instanced mesh's count and
 * buffers, the camera, the lights and the canvas size. A shader's uniforms are NOT watched: a
 * static mesh whose look is driven by a uniform (a time-based pulse, a custom shader's colour)
 * keeps the cached picture until something else changes. Put such a mesh in the dynamic layer
 * (`layers-mask={DYNAMIC_MASK}`), or bump its material's `needsUpdate`/version when it changes.
 */
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
