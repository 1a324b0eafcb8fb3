// Where everything lies on the BONANZA table (world units, x right, z towards the person): the sheet's spaces, the seats, the piles, the run-out's rows.
import { SPACES } from '../rules/sheet';

/**
 * A tall slot gets a tall table (the sheet in two columns, the rows beyond it); a wide one a wide
 * table (the sheet five by two, the rows beside it); a slot between the two (a phone on its side)
 * the sheet in two columns with the rows beside it, so the sheet's spaces are wide enough for
 * their names in large type.
 */
export type Orientation = 'portrait' | 'landscape' | 'side';

/** A rectangle on the table: its centre and its size along x (w) and z (d). */
export interface Rect {
  readonly x: number;
  readonly z: number;
  readonly w: number;
  readonly d: number;
}

/** A seat: where it sits, the unit vector out from the table's middle, and the one along the rim. */
export interface SeatPlace {
  readonly seat: number;
  readonly x: number;
  readonly z: number;
  readonly ox: number;
  readonly oz: number;
  readonly tx: number;
  readonly tz: number;
}

export interface TableLayout {
  readonly orientation: Orientation;
  readonly players: number;
  readonly person: number;
  /** The whole sheet. */
  readonly sheet: Rect;
  /** Each space, in SPACES order. */
  readonly spaces: readonly Rect[];
  /** Seats by seat number. */
  readonly seats: readonly SeatPlace[];
  /** The run-out's four rows (spades, hearts, diamonds, clubs), one above another. */
  readonly rows: Rect;
  readonly row: RowMetrics;
  readonly widow: { readonly x: number; readonly z: number };
  readonly dead: { readonly x: number; readonly z: number };
  /** The felt: an ellipse. */
  readonly felt: {
    readonly x: number;
    readonly z: number;
    readonly rx: number;
    readonly rz: number;
  };
  /** Everything drawn lies within these (y from 0 to MAX_HEIGHT). */
  readonly bounds: {
    readonly minX: number;
    readonly maxX: number;
    readonly minZ: number;
    readonly maxZ: number;
  };
}

/** The sizes of the pieces (table units; a card of the atlas is 0.6 x 0.9 at scale 1). */
export const CHIP_R = 0.105;
export const CHIP_H = 0.022;
/** A stack never grows beyond this many chips (more chips keep it this tall). */
export const MAX_STACK = 20;
/** A seat's face-down fan shows at most this many cards. */
export const MAX_FAN = 18;
/** The highest a piece stands (a full stack, a card turning over). */
export const MAX_HEIGHT = MAX_STACK * CHIP_H + 0.05;
export const FAN_SCALE = 0.5;
export const SHOWN_SCALE = 0.7;
export const PILE_SCALE = 0.55;
/** Card's width and height at scale 1 (the atlas's card size). */
export const CARD_W = 0.6;
export const CARD_H = 0.9;

/** The sheet's grid: the lower half has the Bonanza circle in its middle. */
const LOWER_ROW = [5, 6, 9, 7, 8] as const;
const UPPER_ROW = [0, 1, 2, 3, 4] as const;

/**
 * A space's size: landscape ones 1 x 1.25 (five by two); side ones 1.4 x 1 and portrait ones 1.7 x 1
 * (two columns of five), wide enough for a name of eight letters in large type. The portrait sheet
 * is no wider than the rows' band beyond it, so its width costs the table nothing.
 */
const SPACE_SIZE: Readonly<Record<Orientation, { readonly w: number; readonly d: number }>> = {
  portrait: { w: 1.7, d: 1 },
  landscape: { w: 1, d: 1.25 },
  side: { w: 1.4, d: 1 },
};

/**
 * The run-out's cards: their scale, the step between ranks of a row and between rows. A row has a
 * place for each rank (2 at the left, the ace at the right), a higher rank lying on a lower one and
 * a nearer row on a farther one, so each card shows its top-left strip: the step and pitch keep
 * its index and suit pip (INDEX_W x INDEX_H of the card) clear of the cards lying on it.
 */
export interface RowMetrics {
  readonly scale: number;
  readonly step: number;
  readonly pitch: number;
}

/** How much of a card's width and height, from its top-left corner, the index and its pip take (faces.ts CORNER, with a margin). */
export const INDEX_W = 0.26;
export const INDEX_H = 0.34;
/** The latest card played is turned this much (clockwise seen from above) about its index. */
export const LATEST_TILT = (9 * Math.PI) / 180;

/**
 * Portrait rows lie a little wider than the sheet (a tall table has width to spare, the ring of
 * seats widening with them); landscape ones lie beside the sheet, no deeper than it. Large cards,
 * overlapping as far as their indices allow, read better than small ones side by side.
 */
export const ROW_METRICS: Readonly<Record<Orientation, RowMetrics>> = {
  portrait: { scale: 1.25, step: 0.214, pitch: 0.41 },
  landscape: { scale: 1.32, step: 0.23, pitch: 0.42 },
  side: { scale: 1.32, step: 0.23, pitch: 0.42 },
};

/** The run-out's band: 13 ranks across, four rows down, room below for the latest card's turn. */
const rowsSize = (m: RowMetrics) => ({
  w: 12 * m.step + CARD_W * m.scale,
  d: 3 * m.pitch + CARD_H * m.scale + CARD_W * m.scale * Math.sin(LATEST_TILT),
});

function sheetSpaces(o: Orientation, cx: number, cz: number): Rect[] {
  const out: Rect[] = new Array<Rect>(SPACES.length);
  const portrait = o !== 'landscape';
  const { w, d } = SPACE_SIZE[o];
  const cols = portrait ? 2 : 5;
  const rows = portrait ? 5 : 2;
  const put = (space: number, col: number, row: number) => {
    out[space] = {
      x: cx + (col - (cols - 1) / 2) * w,
      z: cz + (row - (rows - 1) / 2) * d,
      w,
      d,
    };
  };
  for (let i = 0; i < 5; i += 1) {
    if (portrait) {
      put(UPPER_ROW[i] ?? 0, 0, i);
      put(LOWER_ROW[i] ?? 0, 1, i);
    } else {
      put(UPPER_ROW[i] ?? 0, i, 0);
      put(LOWER_ROW[i] ?? 0, i, 1);
    }
  }
  return out;
}

/** The seats' ring: a superellipse (a rounded rectangle) hugging the sheet and the rows. */
interface Ring {
  readonly x: number;
  readonly z: number;
  readonly rx: number;
  readonly rz: number;
}

const RING_POWER = 4;
const RING_SAMPLES = 720;

/** A point of the ring at parameter t (0: the bottom middle, growing to the person's left). */
function ringAt(r: Ring, t: number): [number, number] {
  const s = Math.sin(t);
  const c = Math.cos(t);
  const e = 2 / RING_POWER;
  return [
    r.x - r.rx * Math.sign(s) * Math.abs(s) ** e,
    r.z + r.rz * Math.sign(c) * Math.abs(c) ** e,
  ];
}

/** Seats at equal steps round the ring, the person's at the bottom, then clockwise seen from above (to the person's left). */
function seatPlaces(players: number, person: number, r: Ring): SeatPlace[] {
  const points: [number, number][] = [];
  const along: number[] = [0];
  for (let i = 0; i <= RING_SAMPLES; i += 1) {
    points.push(ringAt(r, (2 * Math.PI * i) / RING_SAMPLES));
    if (i > 0) {
      const [ax, az] = points[i - 1] ?? [0, 0];
      const [bx, bz] = points[i] ?? [0, 0];
      along.push((along[i - 1] ?? 0) + Math.hypot(bx - ax, bz - az));
    }
  }
  const length = along[RING_SAMPLES] ?? 1;
  let i = 0;
  return Array.from({ length: players }, (_, seat) => {
    const k = (seat - person + players) % players;
    const want = (length * k) / players;
    i = 0;
    while (i < RING_SAMPLES && (along[i + 1] ?? length) < want) i += 1;
    const [x, z] = points[i] ?? [0, 0];
    // Out from the middle: the ring's normal there.
    const p = RING_POWER;
    const dx = x - r.x;
    const dz = z - r.z;
    const nx = (Math.sign(dx) * Math.abs(dx) ** (p - 1)) / r.rx ** p;
    const nz = (Math.sign(dz) * Math.abs(dz) ** (p - 1)) / r.rz ** p;
    const n = Math.hypot(nx, nz) || 1;
    const ox = nx / n;
    const oz = nz / n;
    return { seat, x, z, ox, oz, tx: oz, tz: -ox };
  });
}

/** How far a seat's pieces reach along the rim (its stack and button beyond the fan's ends) and out. */
export const SEAT_ALONG = 0.97;
export const SEAT_OUT = 0.42;

/** How far a point lies from the nearest seat (its fan and stack spread along the rim). */
export function clearance(seats: readonly SeatPlace[], x: number, z: number): number {
  let least = Infinity;
  for (const s of seats) {
    const half = SEAT_ALONG;
    const u = Math.max(-half, Math.min(half, (x - s.x) * s.tx + (z - s.z) * s.tz));
    least = Math.min(least, Math.hypot(x - (s.x + s.tx * u), z - (s.z + s.tz * u)));
  }
  return least;
}

/**
 * The table for a number of players seen from the person's seat. Portrait: the rows' band lies
 * beyond the sheet's far edge; landscape and side: beside the sheet on the right, the piles below it.
 */
export function tableLayout(players: number, person: number, o: Orientation): TableLayout {
  const portrait = o === 'portrait';
  const tallSheet = o !== 'landscape';
  const space = SPACE_SIZE[o];
  const sheetW = space.w * (tallSheet ? 2 : 5);
  const sheetD = space.d * (tallSheet ? 5 : 2);
  const gap = portrait ? 0.22 : 0.35;
  const row = ROW_METRICS[o];
  const { w: rowsW, d: rowsD } = rowsSize(row);
  let sheet: Rect;
  let rows: Rect;
  let widow: { x: number; z: number };
  let dead: { x: number; z: number };
  let ring: Ring;
  if (portrait) {
    const total = sheetD + gap + rowsD;
    const top = -total / 2;
    rows = { x: 0, z: top + rowsD / 2, w: rowsW, d: rowsD };
    sheet = { x: 0, z: top + rowsD + gap + sheetD / 2, w: sheetW, d: sheetD };
    // Wide enough for the sheet and for the rows with the seats' pieces clear of their corners.
    ring = { x: 0, z: 0, rx: Math.max(sheetW, rowsW + 0.2) / 2 + 0.68, rz: total / 2 + 1.0 };
    // Beyond the rows or below the sheet, wherever the seats leave the most room.
    const bottom = top + total;
    const spots = [
      [0.55, top - 0.5],
      [0.95, top - 0.5],
      [1.25, top - 0.45],
      [0.95, bottom + 0.55],
      [1.25, bottom + 0.5],
    ] as const;
    const seatsHere = seatPlaces(players, person, ring);
    let best: readonly [number, number] = spots[0];
    let room = -Infinity;
    for (const spot of spots) {
      const r = clearance(seatsHere, spot[0], spot[1]);
      if (r > room + 0.05) {
        room = r;
        best = spot;
      }
    }
    widow = { x: -best[0], z: best[1] };
    dead = { x: best[0], z: best[1] };
  } else {
    const total = sheetW + gap + rowsW;
    const left = -total / 2;
    sheet = { x: left + sheetW / 2, z: 0, w: sheetW, d: sheetD };
    rows = {
      x: left + sheetW + gap + rowsW / 2,
      z: -sheetD / 2 + rowsD / 2,
      w: rowsW,
      d: rowsD,
    };
    const pileZ = rows.z + rowsD / 2 + 0.5;
    widow = { x: rows.x - 0.5, z: pileZ };
    dead = { x: rows.x + 0.5, z: pileZ };
    // The tall sheet is deep enough for the seats at its ends to come a little nearer.
    ring = { x: 0, z: 0, rx: total / 2 + 0.95, rz: sheetD / 2 + (tallSheet ? 1.2 : 1.35) };
  }
  const seats = seatPlaces(players, person, ring);
  let minX = Math.min(sheet.x - sheet.w / 2, rows.x - rows.w / 2);
  let maxX = Math.max(sheet.x + sheet.w / 2, rows.x + rows.w / 2);
  let minZ = Math.min(sheet.z - sheet.d / 2, rows.z - rows.d / 2, widow.z - 0.3);
  let maxZ = Math.max(sheet.z + sheet.d / 2, rows.z + rows.d / 2, widow.z + 0.3);
  for (const s of seats) {
    // A seat's pieces reach along the rim (stack, button) and out (the fan's far cards).
    const me = s.seat === person;
    for (const [along, out] of [
      [-SEAT_ALONG, 0],
      [SEAT_ALONG, 0],
      [0, me ? 0.25 : SEAT_OUT],
      [0, -SEAT_OUT],
    ] as const) {
      const x = s.x + s.tx * along + s.ox * out;
      const z = s.z + s.tz * along + s.oz * out;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minZ = Math.min(minZ, z);
      maxZ = Math.max(maxZ, z);
    }
  }
  return {
    orientation: o,
    players,
    person,
    sheet,
    spaces: sheetSpaces(o, sheet.x, sheet.z),
    seats,
    rows,
    row,
    widow,
    dead,
    felt: { x: ring.x, z: ring.z, rx: ring.rx + 1.1, rz: ring.rz + 1.1 },
    bounds: { minX, maxX, minZ, maxZ },
  };
}

/** Slots narrower than this (a phone on its side) never take the wide table: its narrow spaces would print their names too small. */
export const SIDE_WIDTH = 720;

/**
 * The orientation for a slot (or canvas) of this size. A near-square slot (a phone in portrait
 * leaves one above its hand) takes the tall table: its sheet, and so its counts, come out larger.
 * A wider slot takes the wide table, or the side table when it is narrow (a phone on its side).
 * Given the orientation the table has, it keeps it until the slot is clearly the other shape, so
 * that a panel growing a line under the table does not turn the whole table over.
 */
export function orientationOf(
  width: number,
  height: number,
  previous: Orientation | null = null,
): Orientation {
  const ratio = height / Math.max(1, width);
  const wide: Orientation = width < SIDE_WIDTH ? 'side' : 'landscape';
  if (previous === 'portrait') return ratio < 0.72 ? wide : 'portrait';
  if (previous !== null) return ratio > 0.98 ? 'portrait' : wide;
  return ratio > 0.85 ? 'portrait' : wide;
}

/** The table's orientation as last chosen, the slot's width then, and whether the screen was taller than wide. */
export interface HeldOrientation {
  readonly orientation: Orientation;
  readonly width: number;
  readonly tallScreen: boolean;
}

/**
 * The orientation orientationOf holds to: the table's own while the screen keeps its shape and the
 * slot its width (a panel growing under the table changes only the slot's height); once the screen
 * has turned or the slot's width changed, the screen's shape. So a tablet turned upright takes the
 * tall table even in a stage whose slot is a little wider than tall (it kept the wide one, cut off at
 * both sides), and a first look at the slot not yet measured anew after the turn holds nothing.
 */
export function heldOrientation(
  last: HeldOrientation | null,
  width: number,
  tallScreen: boolean,
): Orientation | null {
  if (last === null) return null;
  if (last.tallScreen === tallScreen && last.width === width) return last.orientation;
  return tallScreen ? 'portrait' : 'landscape';
}
