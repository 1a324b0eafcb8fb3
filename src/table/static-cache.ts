// Drawing a frame of the table: whole, or the cached still part of the table with what moves drawn over it.
import { type Camera, type Object3D, type WebGLRenderer, WebGLRenderTarget } from 'three';
import { DYNAMIC_LAYER, DYNAMIC_MASK, seeBothLayers, STATIC_LAYER } from './layers';
import { createStaticWatch, type StaticWatch, watchStatic } from './static-watch';

export type FrameKind = 'whole' | 'rebuilt' | 'cached';

export interface StaticCache {
  /** Colour and depth of the static layer's still meshes (depth + stencil, like the canvas's own). */
  readonly target: WebGLRenderTarget;
  /** Which static meshes are still (in the cache) and which move (drawn over it). */
  readonly watch: StaticWatch;
  /** Canvas size and exposure: part of the view the cache was drawn for. */
  readonly extra: number[];
  /** The hot meshes' layer masks while a frame is drawn. */
  readonly masks: number[];
  /** The cache does not work on this device (a copy failed): frames are drawn whole from then on. */
  failed: boolean;
  /** Copies checked for errors so far (a check waits for the GPU, so only the first few are). */
  checked: number;
  /** Draw calls of the last frame drawn whole or rebuilt (both layers). */
  wholeFrameCalls: number;
  /** The cache holds the static layer as it is now. */
  valid: boolean;
  /** The cache went out of date in the last frame drawn. */
  staleBefore: boolean;
}

/**
 * How to draw a frame on a device that caches: while the cache goes out of date frame after frame
 * (the camera moving, meshes starting and stopping in turn) whole, without paying for filling it;
 * once it went out of date, or is not filled, drawn and the cache filled; otherwise from the cache.
 */
export function planFrame(staleNow: boolean, staleBefore: boolean, valid: boolean): FrameKind {
  if (staleNow && staleBefore) return 'whole';
  return staleNow || !valid ? 'rebuilt' : 'cached';
}

const CHECKS = 4;

export function createStaticCache(): StaticCache {
  return {
    target: new WebGLRenderTarget(1, 1, { depthBuffer: true, stencilBuffer: true }),
    watch: createStaticWatch(),
    extra: [],
    masks: [],
    failed: false,
    checked: 0,
    wholeFrameCalls: 0,
    valid: false,
    staleBefore: false,
  };
}

/** Copies colour and depth between the canvas (null) and the cache; false if the device refused. */
function copy(gl: WebGLRenderer, cache: StaticCache, toCache: boolean): boolean {
  const g = gl.getContext() as WebGL2RenderingContext;
  const fb = (gl.properties.get(cache.target) as { __webglFramebuffer?: WebGLFramebuffer })
    .__webglFramebuffer;
  if (!fb) return false;
  const { width: w, height: h } = cache.target;
  if (!toCache) {
    // The canvas is cleared lazily after each frame is shown, just before the first draw of the next
    // one: clear it now, or that late clear wipes the copy.
    g.bindFramebuffer(g.FRAMEBUFFER, null);
    g.clear(g.COLOR_BUFFER_BIT | g.DEPTH_BUFFER_BIT | g.STENCIL_BUFFER_BIT);
  }
  g.bindFramebuffer(g.READ_FRAMEBUFFER, toCache ? null : fb);
  g.bindFramebuffer(g.DRAW_FRAMEBUFFER, toCache ? fb : null);
  g.blitFramebuffer(0, 0, w, h, 0, 0, w, h, g.COLOR_BUFFER_BIT | g.DEPTH_BUFFER_BIT, g.NEAREST);
  let ok = true;
  if (cache.checked < CHECKS) {
    cache.checked += 1;
    ok = g.getError() === g.NO_ERROR;
  }
  g.bindFramebuffer(g.FRAMEBUFFER, null);
  gl.resetState();
  return ok;
}

function drawLayer(
  gl: WebGLRenderer,
  scene: Object3D,
  camera: Camera,
  layer: number,
  clear: boolean,
) {
  camera.layers.set(layer);
  gl.autoClear = clear;
  gl.setRenderTarget(null);
  gl.render(scene, camera);
}

/**
 * Draws one frame. With `useCache` (a slow device: no shadows, WebGL 2, no multisampled canvas) the
 * still part of the static layer is drawn only when it changed (static-watch.ts, planFrame) and
 * copied back otherwise; the dynamic layer and the static meshes that move are drawn over it every
 * frame. Returns what kind of frame it was.
 */
export function drawFrame(
  gl: WebGLRenderer,
  scene: Object3D,
  camera: Camera,
  cache: StaticCache,
  useCache: boolean,
): FrameKind {
  const autoClear = gl.autoClear;
  gl.info.autoReset = false;
  gl.info.reset();
  seeBothLayers(camera, scene);
  const mask = camera.layers.mask;
  try {
    const whole = (): FrameKind => {
      gl.autoClear = true;
      gl.render(scene, camera);
      cache.wholeFrameCalls = gl.info.render.calls;
      return 'whole';
    };
    if (!useCache || cache.failed || !gl.capabilities.isWebGL2) {
      cache.valid = false;
      return whole();
    }
    const w = gl.domElement.width;
    const h = gl.domElement.height;
    if (cache.target.width !== w || cache.target.height !== h) {
      cache.target.setSize(w, h);
      cache.valid = false;
    }
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    cache.extra.length = 0;
    cache.extra.push(w, h, gl.toneMappingExposure);
    const stale = watchStatic(scene, camera, cache.extra, cache.watch);
    const plan = planFrame(stale, cache.staleBefore, cache.valid);
    cache.staleBefore = stale;
    if (plan === 'whole') {
      cache.valid = false;
      return whole();
    }
    // The moving static meshes join the dynamic layer for this frame.
    for (const mesh of cache.watch.hot) {
      cache.masks.push(mesh.layers.mask);
      mesh.layers.mask = DYNAMIC_MASK;
    }
    let kind: FrameKind = 'cached';
    if (plan === 'rebuilt' || !copy(gl, cache, false)) {
      kind = 'rebuilt';
      drawLayer(gl, scene, camera, STATIC_LAYER, true);
      gl.initRenderTarget(cache.target);
      cache.valid = copy(gl, cache, true);
      if (!cache.valid) {
        cache.failed = true;
        console.warn('the table cache does not work on this device; drawing every frame whole');
      }
    }
    drawLayer(gl, scene, camera, DYNAMIC_LAYER, false);
    if (kind === 'rebuilt') cache.wholeFrameCalls = gl.info.render.calls;
    return kind;
  } finally {
    cache.watch.hot.forEach((mesh, i) => (mesh.layers.mask = cache.masks[i] ?? mesh.layers.mask));
    cache.masks.length = 0;
    camera.layers.mask = mask;
    gl.autoClear = autoClear;
  }
}
