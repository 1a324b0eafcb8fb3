// Quality that follows the device: the pixel ratio by frame time, and no shadows or gradient room when slow.
import { type RootState, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Material, Mesh } from 'three';
import { framePacing } from './animate';
import { softwareRenderer } from './gpu';
import {
  frameTime,
  isFrameTime,
  newResolutionState,
  pinnedDpr,
  stepResolution,
  WINDOW,
} from './resolution';
import { sceneStats, useCommitCount } from './stats';

/** Low quality for a slow device: no shadows (materials recompile without them). */
function dropShadows(state: RootState): void {
  if (!state.gl.shadowMap.enabled) return;
  state.gl.shadowMap.enabled = false;
  state.scene.traverse((o) => {
    const material = (o as Mesh).material as Material | Material[] | undefined;
    (Array.isArray(material) ? material : material ? [material] : []).forEach(
      (m) => (m.needsUpdate = true),
    );
  });
  state.invalidate();
}

/**
 * The page's flat room colour instead of its gradient (`.low-gfx` in game.css): the compositor draws
 * what lies under the transparent canvas again on every frame, and a gradient costs far more there.
 */
function flatRoom(on: boolean): void {
  document.documentElement.classList.toggle('low-gfx', on);
}

/**
 * Lowest pixel ratio: a software rasteriser (every pixel costs CPU) goes lower than a GPU. At 0.4 the
 * cards still read clearly; outlines of bots and sticks turn coarse.
 */
const floorDpr = () => (softwareRenderer() ? 0.4 : 0.75);

/** A software rasteriser starts at low quality (no shadows, flat room, 3/4 resolution). */
export const startsLow = () => softwareRenderer();
export const START_DPR_LOW = 0.75;

/** Decisions of the warm-up, during which frames are drawn back to back (8 s at most). */
const WARM_DECISIONS = 4;
const WARM_MAX_MS = 8000;

/**
 * Dynamic resolution: while frames run back to back (something moves), the frame time of
 * every few frames sets the pixel ratio (resolution.ts). The first step below 1 marks a slow device:
 * shadows go and the room becomes a flat colour. Renders continuously for its first decisions, so
 * that the table starts at a resolution it can keep up with.
 */
export function AdaptiveResolution() {
  useCommitCount();
  const setDpr = useThree((s) => s.setDpr);
  const get = useThree((s) => s.get);
  const full = Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));
  const c = useRef({
    last: 0,
    warmUntil: 0,
    decisions: 0,
    rule: newResolutionState(),
    samples: [] as number[],
  });

  useEffect(() => {
    if (startsLow()) flatRoom(true);
    return () => flatRoom(false);
  }, []);

  // `?dpr=` pins the pixel ratio (Table3D starts with it): no warm-up, no decisions.
  const pinned = useRef(pinnedDpr(globalThis.location?.search ?? '')).current;
  useEffect(() => {
    if (pinned !== null) sceneStats.quality = { dpr: pinned, decisions: 0, warm: false };
  }, [pinned]);

  useFrame(({ invalidate }) => {
    // A frame a pulse's pace held back (animate.ts) comes after a wait of the pace, not a frame time.
    const paced = framePacing.paced;
    framePacing.paced = false;
    if (pinned !== null) return;
    const s = c.current;
    const now = performance.now();
    if (s.warmUntil === 0) s.warmUntil = now + WARM_MAX_MS;
    const warm = s.decisions < WARM_DECISIONS && now < s.warmUntil;
    if (warm) invalidate();
    const dt = now - s.last;
    s.last = now;
    if (!isFrameTime(dt, warm, paced)) return;
    s.samples.push(dt);
    if (s.samples.length < WINDOW) return;
    const ms = frameTime(s.samples);
    s.samples.length = 0;
    s.decisions += 1;
    const state = get();
    const next = stepResolution(s.rule, ms, now, state.viewport.dpr, floorDpr(), full);
    if (next !== null) {
      setDpr(next);
      if (next < 1) {
        dropShadows(state);
        flatRoom(true);
      }
    }
    sceneStats.quality = { dpr: next ?? state.viewport.dpr, decisions: s.decisions, warm };
  });
  return null;
}
