// Owns the table's frame loop: every frame drawn whole, or on a slow device the cached table with what moves over it.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { createStaticCache, drawFrame, type FrameKind, type StaticCache } from './static-cache';
import { sceneStats } from './stats';

/** `?cache=0` turns the cache off (tests compare both ways of drawing). */
const cacheAllowed = () => new URLSearchParams(globalThis.location?.search).get('cache') !== '0';

/** How many moving static meshes a frame drew over the cache. */
function countHot(kind: FrameKind, cache: StaticCache): number {
  return kind === 'whole' ? 0 : cache.watch.hot.length;
}

/**
 * Draws the table once per frame (a frame callback with a priority takes the drawing over from
 * react-three-fiber). Where shadows are off (a slow device) the still part of the static layer comes
 * from a cache that is drawn again only when something in it changed (static-watch.ts).
 */
export function TableRenderer() {
  const cache = useMemo(createStaticCache, []);
  const allowed = useMemo(cacheAllowed, []);
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  useEffect(() => () => cache.target.dispose(), [cache]);
  useEffect(() => {
    sceneStats.drawNow = (cached) => {
      const { scene, camera } = get();
      const kind = drawFrame(gl, scene, camera, cache, cached);
      sceneStats.hotMeshes = countHot(kind, cache);
      return kind;
    };
    return () => {
      sceneStats.drawNow = null;
    };
  }, [gl, get, cache]);
  useFrame(({ scene, camera }) => {
    const kind = drawFrame(gl, scene, camera, cache, allowed && !gl.shadowMap.enabled);
    sceneStats.frameKinds[kind] += 1;
    sceneStats.hotMeshes = countHot(kind, cache);
    if (sceneStats.hotMeshes > 0) sceneStats.hotFrames += 1;
    sceneStats.wholeFrameCalls = cache.wholeFrameCalls;
  }, 1);
  return null;
}
