// The frame-loop helper every animated part uses: a sane time step on a demand loop, re-render while moving, pulses paced.
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { sceneStats } from './stats';

/** The longest step an animation takes in one frame (slower frames play in slow motion). */
export const MAX_STEP = 0.1;

/**
 * Frames a second while only an ambient pulse moves (a glow that asks for a tap, a pulsing ring).
 * A slow pulse reads as smooth at this rate, and a phone draws a third of the frames while its
 * player thinks: the table at 60 frames a second for a glow kept a software renderer at 1.5 cores.
 */
export const PULSE_FPS = 20;

/** What a part's step says of the next frame: still, moving (drawn next), or pulsing (paced). */
export type Motion = boolean | 'pulse';

/** A frame time's sample is only a frame time if the frame was not held back by the pulse's pace. */
export const framePacing = { paced: false };

/** One pending paced frame per canvas (its `invalidate`), however many parts pulse. */
const pending = new Map<() => void, ReturnType<typeof setTimeout>>();

/** Canvases whose pulse waits for the game to run again (paused under its menu: nothing to draw). */
const held = { on: false, waiting: new Set<() => void>() };

/**
 * Holds every pulse while the game is paused (a paced frame already asked for is called off too),
 * and lets them go on when it runs again.
 */
export function holdPulses(on: boolean): void {
  held.on = on;
  if (on) {
    for (const [invalidate, timer] of pending) {
      clearTimeout(timer);
      held.waiting.add(invalidate);
    }
    pending.clear();
    return;
  }
  const waiting = [...held.waiting];
  held.waiting.clear();
  for (const invalidate of waiting) invalidate();
}

/** Requests a frame after the pulse's interval (less half a display frame: the next vsync takes it). */
export function pulseLater(invalidate: () => void): void {
  if (held.on) {
    held.waiting.add(invalidate);
    return;
  }
  if (pending.has(invalidate)) return;
  const timer = setTimeout(
    () => {
      pending.delete(invalidate);
      framePacing.paced = true;
      invalidate();
    },
    1000 / PULSE_FPS - 1000 / 120,
  );
  pending.set(invalidate, timer);
}

/** A frame's time step: real time while animating; a 60th of a second after an idle spell. */
export function stepOf(delta: number, wasMoving: boolean): number {
  return wasMoving ? Math.min(Math.max(delta, 0), MAX_STEP) : Math.min(Math.max(delta, 0), 1 / 60);
}

/**
 * Runs `step(dt, time)` every rendered frame; while it returns true (still moving) the next frame
 * is requested, while it returns 'pulse' a frame at the pulse's pace. `name` records whether this
 * part is busy, for tests waiting for a settled table; a name starting with `~` is an ambient pulse
 * that never counts as busy.
 */
export function useAnimation(name: string, step: (dt: number, time: number) => Motion): void {
  const state = useRef({ moving: true as Motion, time: 0 });
  useFrame(({ invalidate }, delta) => {
    const s = state.current;
    const dt = stepOf(delta, s.moving !== false);
    s.time += dt;
    s.moving = step(dt, s.time);
    sceneStats.busy[name] = s.moving !== false;
    if (s.moving === true) invalidate();
    else if (s.moving === 'pulse') pulseLater(invalidate);
  });
}
