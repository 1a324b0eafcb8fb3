// The framed table on screen for the seats' name labels: the boxes of every piece that may lie there and each opponent's spots for a label (pure, from the camera as framed).
import { type PerspectiveCamera, Vector3 } from 'three';
import { type Card, PACK_SIZE } from '../rules/cards';
import { POKER_SPACE } from '../rules/sheet';
import {
  DEAD_TAG,
  type LabelPlace,
  type LabelSpot,
  type ScreenBox,
  type SeatMarks,
  WIDOW_TAG,
} from '../view/seat-labels';
import type { TableScene } from '../view/table-scene';
import { cardItems, discItems, type Item } from './items';
import {
  CARD_H,
  CARD_W,
  CHIP_H,
  CHIP_R,
  MAX_FAN,
  MAX_STACK,
  SEAT_ALONG,
  SEAT_OUT,
  type SeatPlace,
  type TableLayout,
} from './layout';

const p = new Vector3();

/** Projects world points to CSS px of the viewport (the canvas at `left`, `top`). */
interface Screen {
  readonly camera: PerspectiveCamera;
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly top: number;
}

function project(s: Screen, x: number, y: number, z: number): [number, number] {
  p.set(x, y, z).project(s.camera);
  return [s.left + ((p.x + 1) / 2) * s.width, s.top + ((1 - p.y) / 2) * s.height];
}

/** The screen box of table points (x, z) at the heights given. */
function boxOf(
  s: Screen,
  points: readonly (readonly [number, number])[],
  heights: readonly number[],
): ScreenBox {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const [x, z] of points)
    for (const y of heights) {
      const [sx, sy] = project(s, x, y, z);
      left = Math.min(left, sx);
      right = Math.max(right, sx);
      top = Math.min(top, sy);
      bottom = Math.max(bottom, sy);
    }
  return { left, top, right, bottom };
}

/** A piece's screen box: a card lying at its pose, or a disc standing from the table to its top. */
function pieceBox(s: Screen, item: Item, card: boolean): ScreenBox {
  const { x, y, z, yaw, sx, sz } = item.pose;
  if (!card) {
    const r = CHIP_R * sx;
    const corners = [
      [x - r, z - r],
      [x + r, z - r],
      [x - r, z + r],
      [x + r, z + r],
    ] as const;
    return boxOf(s, corners, [0, y + (item.pose.sy * CHIP_H) / 2]);
  }
  const hw = (CARD_W * sx) / 2;
  const hd = (CARD_H * sz) / 2;
  const c = Math.cos(yaw);
  const n = Math.sin(yaw);
  const corners: [number, number][] = [];
  for (const [u, v] of [
    [-hw, -hd],
    [hw, -hd],
    [-hw, hd],
    [hw, hd],
  ] as const)
    corners.push([x + u * c + v * n, z - u * n + v * c]);
  return boxOf(s, corners, [y]);
}

/** What of the table now moves the labels: the cards each seat shows, the run-out's cards, how many seats still play. */
export interface MarksState {
  readonly shown: readonly number[];
  readonly played: readonly Card[];
  readonly playing: number;
}

/** The most cards a seat's fan holds in a hand dealt among `playing` seats and the widow. */
export const dealtFan = (playing: number): number =>
  Math.min(MAX_FAN, Math.ceil(PACK_SIZE / (Math.max(2, playing) + 1)));

/**
 * The fullest table the layout can show, for boxes that stay put from one scene to the next: every
 * seat dealer with a full stack and a bet, a fan of a whole deal; a full widow and dead hand. The
 * cards shown and played are those lying there now.
 */
function fullest(layout: TableLayout, state: MarksState): TableScene {
  return {
    players: layout.players,
    person: layout.person,
    sheet: Array.from({ length: 10 }, () => MAX_STACK),
    pokerSpace: true,
    seats: layout.seats.map((seat) => ({
      seat: seat.seat,
      stack: MAX_STACK,
      held: dealtFan(state.playing),
      dealer: true,
      inHand: true,
      out: false,
      put: MAX_STACK / 2,
    })),
    widow: MAX_FAN,
    dead: MAX_FAN,
    shown: layout.seats.map((seat) =>
      Array.from({ length: state.shown[seat.seat] ?? 0 }, (_, c) => c),
    ),
    played: state.played,
    calling: POKER_SPACE,
  };
}

/** Spots for an opponent's label, best first: out beyond the fan, in front of it, both a little to either side, beyond either end of the rim. */
function labelSpots(s: Screen, seat: SeatPlace): LabelSpot[] {
  const [cx, cy] = project(s, seat.x, 0, seat.z);
  const spot = (along: number, o: number): LabelSpot => {
    const x = seat.x + seat.tx * along + seat.ox * o;
    const z = seat.z + seat.tz * along + seat.oz * o;
    const [sx, sy] = project(s, x, 0, z);
    const d = Math.hypot(sx - cx, sy - cy) || 1;
    return { x: sx, y: sy, dx: (sx - cx) / d, dy: (sy - cy) / d };
  };
  // Near the fan: a label slides on from its spot until it is clear of the pieces.
  const out = SEAT_OUT / 3;
  const front = -SEAT_OUT / 4;
  return [
    spot(0, out),
    spot(0, front),
    spot(0.5, out),
    spot(-0.5, out),
    spot(0.5, front),
    spot(-0.5, front),
    spot(SEAT_ALONG, 0),
    spot(-SEAT_ALONG, 0),
  ];
}

/**
 * The marks of a table framed by `camera` on a canvas of width x height CSS px at (left, top) of the
 * viewport, with the cards shown now and the seats still playing.
 */
export function seatMarks(
  camera: PerspectiveCamera,
  layout: TableLayout,
  canvas: { width: number; height: number; left: number; top: number },
  state: MarksState,
): SeatMarks {
  const s: Screen = { camera, ...canvas };
  const obstacles: ScreenBox[] = [];
  const sheet: ScreenBox[] = [];
  // The sheet's spaces with their names and counts.
  for (const r of layout.spaces) {
    const corners = [
      [r.x - r.w / 2, r.z - r.d / 2],
      [r.x + r.w / 2, r.z - r.d / 2],
      [r.x - r.w / 2, r.z + r.d / 2],
      [r.x + r.w / 2, r.z + r.d / 2],
    ] as const;
    const space = boxOf(s, corners, [0]);
    obstacles.push(space);
    sheet.push(space);
  }
  const scene = fullest(layout, state);
  const faces: ScreenBox[] = [];
  let widow: ScreenBox | null = null;
  let dead: ScreenBox | null = null;
  for (const item of cardItems(scene, layout)) {
    const box = pieceBox(s, item, true);
    obstacles.push(box);
    if (item.key.startsWith('shown:') || item.key.startsWith('played:')) faces.push(box);
    if (item.key.startsWith('widow:')) widow = widow ? union(widow, box) : box;
    if (item.key.startsWith('dead:')) dead = dead ? union(dead, box) : box;
  }
  for (const item of discItems(scene, layout))
    if (!item.key.startsWith('mat:')) obstacles.push(pieceBox(s, item, false));
  const seats = layout.seats
    .filter((seat) => seat.seat !== layout.person)
    .map((seat) => {
      const [x, y] = project(s, seat.x, 0, seat.z);
      return { seat: seat.seat, x, y, spots: labelSpots(s, seat) };
    });
  const piles = [
    pilePlace(s, WIDOW_TAG, layout.widow, widow),
    pilePlace(s, DEAD_TAG, layout.dead, dead),
  ];
  return { obstacles, faces, sheet, seats, piles };
}

function union(a: ScreenBox, b: ScreenBox): ScreenBox {
  return {
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  };
}

/** A pile on screen and the spots for its tag: below it, above it, either side, then its corners. */
function pilePlace(
  s: Screen,
  key: number,
  at: { readonly x: number; readonly z: number },
  pile: ScreenBox | null,
): LabelPlace {
  const [x, y] = project(s, at.x, 0, at.z);
  const b = pile ?? { left: x, top: y, right: x, bottom: y };
  const mx = (b.left + b.right) / 2;
  const my = (b.top + b.bottom) / 2;
  const d = Math.SQRT1_2;
  const spots: LabelSpot[] = [
    { x: mx, y: b.bottom, dx: 0, dy: 1 },
    { x: mx, y: b.top, dx: 0, dy: -1 },
    { x: b.right, y: my, dx: 1, dy: 0 },
    { x: b.left, y: my, dx: -1, dy: 0 },
    { x: b.right, y: b.bottom, dx: d, dy: d },
    { x: b.left, y: b.bottom, dx: -d, dy: d },
    { x: b.right, y: b.top, dx: d, dy: -d },
    { x: b.left, y: b.top, dx: -d, dy: -d },
  ];
  return { seat: key, x: mx, y: my, spots };
}
