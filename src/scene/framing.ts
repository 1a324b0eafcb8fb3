// Camera framing: a camera behind the person's seat, pitched down, as close as the table allows at any aspect.
import type { Quaternion } from 'three';
import { Vector3 } from 'three';
import { BOARD_RADIUS } from '../rules/geometry';
import {
  CARD_H,
  CARD_SCALE,
  CARD_W,
  HEAD_HEIGHT,
  PLATE_HEIGHT,
  SEAT,
  STICK_HEIGHT,
  TABLE_TOP_RADIUS,
} from './constants';
import { basis, seatFrame } from './space';

/** The person's fan, in fractions of the screen height. */
export interface FanMetrics {
  readonly cardH: number;
  /** Horizontal step between cards, as a fraction of a card's width. */
  readonly step: number;
  readonly bottom: number;
  /** Top of the fan (what the table must stay above). */
  readonly top: number;
}

export interface Frame {
  readonly aspect: number;
  /** Vertical field of view, degrees. */
  readonly fov: number;
  readonly position: Vector3;
  readonly quaternion: Quaternion;
  readonly fan: FanMetrics;
}

export const MAX_FAN = 8;

export function fanMetrics(aspect: number, maxCards = MAX_FAN): FanMetrics {
  const step = 0.56;
  const widthPerHeight = ((maxCards - 1) * step + 1) * (CARD_W / CARD_H);
  const cardH = Math.min(0.28, (0.94 * aspect) / widthPerHeight);
  const bottom = 0.02;
  return { cardH, step, bottom, top: bottom + cardH * 1.06 };
}

/** A point to keep in view: `x` only horizontally, `above` above the fan, `soft` may be cut a bit. */
interface Keep {
  readonly p: Vector3;
  readonly aboveFan: boolean;
}

function keepPoints(players: number): Keep[] {
  const keep: Keep[] = [];
  for (let seat = 1; seat < players; seat += 1) {
    const f = seatFrame(seat, players);
    keep.push({ p: f.at(SEAT.avatar - 0.05, HEAD_HEIGHT + 0.06), aboveFan: true });
    const body = f.at(SEAT.avatar, 0.3);
    for (const dx of [-0.16, 0.16])
      keep.push({ p: body.clone().setX(body.x + dx), aboveFan: true });
    for (const side of [-0.16, 0.16])
      keep.push({ p: f.at(SEAT.plate, PLATE_HEIGHT, side), aboveFan: true });
  }
  for (let k = 0; k < 12; k += 1) {
    const a = (k / 12) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    keep.push({
      p: new Vector3(BOARD_RADIUS * c, STICK_HEIGHT + 0.04, BOARD_RADIUS * s),
      aboveFan: true,
    });
    if (s < 0.2)
      keep.push({ p: new Vector3(TABLE_TOP_RADIUS * c, 0, TABLE_TOP_RADIUS * s), aboveFan: false });
  }
  const me = seatFrame(0, players);
  keep.push({
    p: me.at(SEAT.myChosen + CARD_H * CARD_SCALE.table * 0.5 + 0.02, 0),
    aboveFan: true,
  });
  return keep;
}

/** Pitch (down from horizontal) by aspect: steeper in portrait, where height is plenty. */
export function pitchFor(aspect: number): number {
  const deg = Math.min(60, Math.max(44, 46 + (1.3 - aspect) * 22));
  return (deg * Math.PI) / 180;
}

export function fovFor(aspect: number): number {
  return aspect < 1 ? 50 : 40;
}

/** The overlay's status bar takes about this many CSS pixels at the top of the screen. */
export const TOP_BAR_PX = 76;

/** The share of the screen height kept clear at the top for a viewport `height` CSS pixels tall. */
export function topReserve(height: number): number {
  return Math.min(0.2, Math.max(0.06, TOP_BAR_PX / Math.max(1, height)));
}

/**
 * The camera for a viewport aspect ratio (width / height) and a player count; `top` is the share
 * of the screen height kept clear at the top (see topReserve).
 */
export function frameCamera(aspect: number, players: number, top = 0.09): Frame {
  const fan = fanMetrics(aspect);
  const fov = fovFor(aspect);
  const pitch = pitchFor(aspect);
  const f = new Vector3(0, -Math.sin(pitch), -Math.cos(pitch));
  const u = new Vector3(0, Math.cos(pitch), -Math.sin(pitch));
  const tanV = Math.tan((fov * Math.PI) / 360);
  const tanH = tanV * aspect;
  const topNdc = 1 - 2 * top;
  const fanNdc = -1 + 2 * fan.top + 0.04;
  const keep = keepPoints(players);
  let aMin = 0;
  for (const { p } of keep) {
    aMin = Math.max(aMin, Math.abs(p.x) / (tanH * 0.97) - p.dot(f), 0.3 - p.dot(f));
  }
  const range = (a: number): [number, number] => {
    let lo = -Infinity;
    let hi = Infinity;
    for (const { p, aboveFan } of keep) {
      const zc = p.dot(f) + a;
      const pu = p.dot(u);
      lo = Math.max(lo, pu - zc * tanV * topNdc);
      hi = Math.min(hi, pu - zc * tanV * (aboveFan ? fanNdc : -0.98));
    }
    return [lo, hi];
  };
  let a0 = aMin;
  let a1 = aMin + 40;
  for (let k = 0; k < 50; k += 1) {
    const mid = (a0 + a1) / 2;
    const [lo, hi] = range(mid);
    if (lo <= hi) a1 = mid;
    else a0 = mid;
  }
  const [lo, hi] = range(a1);
  // Spare height goes to the top (the overlay's bar lives there); the table sits just above the fan.
  const b = lo + 0.85 * (hi - lo);
  const position = f.clone().multiplyScalar(-a1).addScaledVector(u, b);
  const quaternion = basis(new Vector3(1, 0, 0), u, f.clone().negate());
  return { aspect, fov, position, quaternion, fan };
}

/** A point given in view fractions (ndc x, y in -1..1) at `depth` in front of the camera. */
export function fromCamera(frame: Frame, x: number, y: number, depth: number): Vector3 {
  const tanV = Math.tan((frame.fov * Math.PI) / 360);
  const local = new Vector3(x * depth * tanV * frame.aspect, y * depth * tanV, -depth);
  return local.applyQuaternion(frame.quaternion).add(frame.position);
}

/** Where a world point lands on screen (ndc), for tests and layout checks. */
export function toNdc(frame: Frame, p: Vector3): { x: number; y: number; depth: number } {
  const local = p.clone().sub(frame.position).applyQuaternion(frame.quaternion.clone().invert());
  const depth = -local.z;
  const tanV = Math.tan((frame.fov * Math.PI) / 360);
  return {
    x: local.x / (depth * tanV * frame.aspect),
    y: local.y / (depth * tanV),
    depth,
  };
}
