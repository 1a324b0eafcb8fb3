// Camera framing: a camera behind the person's seat, pitched down, as close as the table allows at any aspect.
import type { Quaternion } from 'three';
import { Vector3 } from 'three';
import {
  CARD_H,
  CARD_SCALE,
  CARD_W,
  FAN_ARC,
  FAN_DEPTH,
  FAN_DEPTH_STEP,
  FAN_ROLL,
  GLOBE_RING,
  HEAD_HEIGHT,
  PLATE_HEIGHT,
  SEAT,
  STICK_HEIGHT,
  TABLE_TOP_RADIUS,
} from './constants';
import { basis, seatFrame } from '../../../table/space';

/** The person's fan, in fractions of the screen height (one row, or two on a narrow phone). */
export interface FanMetrics {
  readonly cardH: number;
  /** Horizontal step between neighbouring cards of a row, as a fraction of a card's width. */
  readonly step: number;
  /** 1, or 2 when one row would leave a card less than a finger's width to tap. */
  readonly rows: 1 | 2;
  /** Cards in the back (upper) row; the rest are in the front row. */
  readonly backRow: number;
  /** How far the back row stands above the front row, as a fraction of a card's height. */
  readonly rowRise: number;
  readonly bottom: number;
  /** Top of the fan (what the table must stay above). */
  readonly top: number;
}

/** What the framing is for: the canvas in CSS pixels, the table, and the screen the overlay takes. */
export interface View {
  readonly width: number;
  readonly height: number;
  readonly players: number;
  /** The most cards the person can hold at this table (7, or 8 when every card is dealt). */
  readonly fanCards: number;
  /** CSS pixels at the top taken by the overlay's bar and prompt. */
  readonly reserveTop?: number;
  /** CSS pixels at the bottom taken by the overlay's card and stick buttons (when shown). */
  readonly reserveBottom?: number;
}

export interface Frame {
  readonly aspect: number;
  /** Vertical field of view, degrees. */
  readonly fov: number;
  readonly position: Vector3;
  readonly quaternion: Quaternion;
  readonly fan: FanMetrics;
  /** The view it was made for (pixel sizes for touch targets). */
  readonly view: View;
}

/** The most cards a fan is laid out for (ZUMA DE deals every card: 8 at most). */
export const MAX_FAN = 8;
/** The narrowest uncovered strip of a fan card, CSS pixels: a 44 px finger target with room for the fan's slant. */
export const FINGER_PX = 54;

const RATIO = CARD_W / CARD_H;

/**
 * How far the two outermost cards of a one-row fan of `n` reach past their centres, both ends
 * together, in card widths (1 for flat cards): each is rolled (its far corner swings out) and the
 * last is held nearer, so it looks larger (counted at both ends, the safe side).
 */
export function fanEdgeReach(n: number): number {
  const roll = ((n - 1) / 2) * FAN_ROLL;
  const nearer = FAN_DEPTH / (FAN_DEPTH - FAN_DEPTH_STEP * (n - 1));
  return nearer * (Math.cos(roll) + Math.sin(roll) / RATIO);
}

/**
 * How far the lowest card corner of a fan of `n` reaches below its foot, in card heights: a one-row
 * fan's outer cards lie lower on its arc and roll a corner down; later cards are held nearer.
 */
function fanDip(n: number, oneRow: boolean): number {
  let dip = 0;
  for (let i = 0; i < n; i += 1) {
    const k = oneRow ? i - (n - 1) / 2 : 0;
    const roll = Math.abs(k) * FAN_ROLL;
    const nearer = FAN_DEPTH / (FAN_DEPTH - FAN_DEPTH_STEP * i);
    dip = Math.max(
      dip,
      FAN_ARC * k * k + (nearer * (Math.cos(roll) + RATIO * Math.sin(roll)) - 1) / 2,
    );
  }
  return dip;
}

/** The fan for a viewport: as large as the screen allows, every card with a finger-wide strip. */
export function fanMetrics(width: number, height: number, cards = MAX_FAN, below = 0): FanMetrics {
  // Above the buttons at the bottom when they show (`below` CSS pixels, counted up to a third of the
  // screen), every card corner above them too (without them the corners may dip off the screen's edge).
  const foot = Math.min(0.33, Math.max(0.02, below / height || 0));
  const usable = 0.96 * width;
  const n = Math.max(1, cards);
  // One row: cards overlap by 44 % of their width, or less when that leaves too thin a strip; the
  // outer cards' corners stay inside the usable width (a tablet's fan ran off both edges).
  // A short (landscape phone) screen keeps more of its height for the table.
  const tallest = (height < 500 ? 0.22 : 0.28) * height * RATIO;
  const edge = fanEdgeReach(n);
  let w = Math.min(tallest, usable / (0.56 * (n - 1) + edge));
  let stepPx = 0.56 * w;
  if (stepPx < FINGER_PX && n > 1) {
    stepPx = FINGER_PX;
    w = Math.min(tallest, (usable - (n - 1) * FINGER_PX) / edge);
  }
  // One row unless the width squeezes the cards below a comfortable size (and below what the height allows).
  if (w >= Math.min(tallest, 1.25 * FINGER_PX) || n === 1) {
    const cardH = w / RATIO / height;
    const bottom = foot + (below > 0 ? cardH * fanDip(n, true) : 0);
    return {
      cardH,
      step: stepPx / w,
      rows: 1,
      backRow: n,
      rowRise: 0,
      bottom,
      top: bottom + cardH * 1.06,
    };
  }
  // Two rows, the back row half covered by the front one.
  const back = Math.ceil(n / 2);
  const w2 = Math.min(0.17 * height * RATIO, usable / (1 + 0.92 * (back - 1)));
  const cardH = w2 / RATIO / height;
  const rowRise = Math.max(0.45, (FINGER_PX + 4) / (cardH * height));
  const bottom = foot + (below > 0 ? cardH * fanDip(n, false) : 0);
  return {
    cardH,
    step: 0.92,
    rows: 2,
    backRow: back,
    rowRise,
    bottom,
    top: bottom + cardH * (1 + rowRise) * 1.04,
  };
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
    // The whole figure: head top and sides, shoulders and hips, whichever side faces the screen edge.
    const head = f.at(SEAT.avatar, HEAD_HEIGHT + 0.1);
    for (const dx of [-0.12, 0, 0.12])
      keep.push({ p: head.clone().setX(head.x + dx), aboveFan: true });
    for (const y of [0.1, 0.35]) {
      const body = f.at(SEAT.avatar, y);
      for (const dx of [-0.2, 0.2])
        keep.push({ p: body.clone().setX(body.x + dx), aboveFan: true });
    }
    for (const side of [-0.16, 0.16])
      keep.push({ p: f.at(SEAT.plate, PLATE_HEIGHT, side), aboveFan: true });
  }
  for (let k = 0; k < 12; k += 1) {
    const a = (k / 12) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    keep.push({
      p: new Vector3(GLOBE_RING * c, STICK_HEIGHT + 0.04, GLOBE_RING * s),
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
  const deg = Math.min(66, Math.max(44, 46 + (1.3 - aspect) * 22));
  return (deg * Math.PI) / 180;
}

export function fovFor(aspect: number): number {
  return aspect < 1 ? 50 : 40;
}

/** The share of the screen height kept clear at the top: the overlay's measured bar and prompt. */
export function topShare(view: View): number {
  const px = view.reserveTop ?? 76;
  return Math.min(0.3, Math.max(0.04, (px + 6) / Math.max(1, view.height)));
}

/** The camera for a viewport, a player count and the person's largest hand. */
export function frameCamera(view: View): Frame {
  const aspect = view.width / Math.max(1, view.height);
  const players = view.players;
  const top = topShare(view);
  const fan = fanMetrics(view.width, view.height, view.fanCards, view.reserveBottom);
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
  return { aspect, fov, position, quaternion, fan, view };
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
