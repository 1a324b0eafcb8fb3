// Where a stick stands: on its globe (the board turned), lifted, or in a grabber's hand; lean from speed.
import type { Vector3 } from 'three';
import { Euler } from 'three';
import { stickPoint } from '../rules/geometry';
import { BOARD_HEIGHT, BOARD_SCALE, SEAT } from './constants';
import { type Frame, fromCamera } from './framing';
import { seatFrame, toWorld } from '../../../table/space';

/** The base of a stick standing in its globe (the board drawn at BOARD_SCALE). */
export function stickRest(stick: number, sticks: number, rotation: number): Vector3 {
  const p = stickPoint(stick, sticks, rotation);
  return toWorld({ x: p.x * BOARD_SCALE, y: p.y * BOARD_SCALE }, BOARD_HEIGHT);
}

/** How long a grabbed stick first rises straight up before it travels, seconds. */
export const LIFT_S = 0.09;
export const LIFT_HEIGHT = 0.22;

/** A held stick: base and lean (radians about x and z). The person holds theirs at the right. */
export function stickHeld(
  frame: Frame,
  seat: number,
  players: number,
): { base: Vector3; lean: Euler } {
  if (seat === 0) {
    // Beside the fan at the screen's right edge in landscape. In portrait it stands on the fan's
    // top edge right of the middle, in front of the person: at the edge it stood by the side seat,
    // and read as that bot's stick.
    const portrait = frame.aspect < 1;
    const y = portrait ? -1 + 2 * frame.fan.top + 0.02 : -1.02;
    const base = fromCamera(frame, portrait ? 0.35 : 0.8, y, 1.9);
    return { base, lean: new Euler(0.12, 0, 0.14) };
  }
  const f = seatFrame(seat, players);
  const base = f.at(SEAT.hand - 0.06, 0.1, 0.16);
  // Lean towards the grabber (outward), like a stick held up in a raised hand.
  const out = f.inward.clone().negate();
  return { base, lean: new Euler(out.z * 0.3, 0, -out.x * 0.3) };
}

/** The lean a moving stick takes from its velocity (it trails behind its base), clamped. */
export function leanFromVelocity(v: Vector3, rest: Euler, gain = 0.18): Euler {
  const clamp = (x: number) => Math.max(-0.6, Math.min(0.6, x));
  return new Euler(clamp(rest.x - v.z * gain), 0, clamp(rest.z + v.x * gain));
}
