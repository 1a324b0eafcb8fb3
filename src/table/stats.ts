// The scene's debug counters (commits, frames, cache hits, resolution) that benchmarks and tests read.
import { useEffect } from 'react';

/** Debug only: counts React commits of scene components (the benchmark's "commits per frame"). */
export const sceneStats = {
  commits: 0,
  frames: 0,
  debug: false,
  /** Which animated parts are still moving. */
  busy: {} as Record<string, boolean>,
  /** The adaptive resolution: pixel ratio, decisions taken, still warming up. */
  quality: { dpr: 0, decisions: 0, warm: true },
  /** Frames drawn whole, with the table cache rebuilt, or from the cache (static-cache.ts). */
  frameKinds: { whole: 0, rebuilt: 0, cached: 0 },
  /** Static meshes drawn over the cache because they moved: in the last frame, and frames with any. */
  hotMeshes: 0,
  hotFrames: 0,
  /** Draw calls of the last frame drawn whole or with the cache rebuilt. */
  wholeFrameCalls: 0,
  /** Debug: draws a frame now, from the table cache or whole (set by TableRenderer). */
  drawNow: null as ((cached: boolean) => 'whole' | 'rebuilt' | 'cached') | null,
};

export function useCommitCount(): void {
  useEffect(() => {
    if (sceneStats.debug) sceneStats.commits += 1;
  });
}

/** What a renderer has drawn and holds, as tests and benchmarks read it (`?debug=1` probes). */
export function renderInfo(gl: {
  readonly info: {
    readonly render: { readonly calls: number };
    readonly memory: { readonly geometries: number; readonly textures: number };
  };
}) {
  return {
    calls: gl.info.render.calls,
    geometries: gl.info.memory.geometries,
    textures: gl.info.memory.textures,
    frames: sceneStats.frames,
    moving: movingParts(),
  };
}

/** The animated parts still moving (ambient pulses, named `~...`, never count). */
export function movingParts(): string[] {
  return Object.entries(sceneStats.busy)
    .filter(([name, moving]) => moving && !name.startsWith('~'))
    .map(([name]) => name);
}
