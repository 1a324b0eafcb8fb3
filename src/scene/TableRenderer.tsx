// Owns the table's frame loop: every frame drawn whole, or on a slow device the cached table with what moves over it.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { createStaticCache, drawFrame } from './static-cache';
import { sceneStats } from './store';

/** `?cache=0` turns the cache off (tests compare both ways of drawing). */
const cacheAllowed = () => new URLSearchParams(globalThis.location?.search).get('cache') !== '0';

/**
 * Draws the table once per frame (a frame callback with a priority takes the drawing over from
 * react-three-fiber). Where shadows are off (a slow device) the static layer comes from a cache that
 * is drawn again only when something in it changed (static-signature.ts).
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
      return drawFrame(gl, scene, camera, cache, cached);
    };
    return () => {
      sceneStats.drawNow = null;
    };
  }, [gl, get, cache]);
  useFrame(({ scene, camera }) => {
    const kind = drawFrame(gl, scene, camera, cache, allowed && !gl.shadowMap.enabled);
    sceneStats.frameKinds[kind] += 1;
    sceneStats.wholeFrameCalls = cache.wholeFrameCalls;
  }, 1);
  return null;
}
