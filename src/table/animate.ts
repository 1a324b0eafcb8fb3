// The frame-loop helper every animated part uses: a sane time step on a demand loop, re-render while moving.
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { sceneStats } from './stats';

/** The longest step an animation takes in one frame (slower frames play in slow motion). */
export const MAX_STEP = 0.1;

/** A frame's time step: real time while animating; a 60th of a second after an idle spell. */
export function stepOf(delta: number, wasMoving: boolean): number {
  return wasMoving ? Math.min(Math.max(delta, 0), MAX_STEP) : Math.min(Math.max(delta, 0), 1 / 60);
}

/**
 * Runs `step(dt, time)` every rendered frame; while it returns true (still moving) the next frame
 * is requested. `name` records whether this part is busy, for tests waiting for a settled table;
 * a name starting with `~` is an ambient pulse that never counts as busy.
 */
export function useAnimation(name: string, step: (dt: number, time: number) => boolean): void {
  const state = useRef({ moving: true, time: 0 });
  useFrame(({ invalidate }, delta) => {
    const s = state.current;
    const dt = stepOf(delta, s.moving);
    s.time += dt;
    s.moving = step(dt, s.time);
    sceneStats.busy[name] = s.moving;
    if (s.moving) invalidate();
  });
}
