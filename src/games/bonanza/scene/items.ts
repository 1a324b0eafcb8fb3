// What a table scene puts on the table, piece by piece with a stable key: chips, buttons, mats and cards at their resting poses (pure).
import { JOKER, rankOf, suitOf } from '../rules/cards';
import { POKER_SPACE } from '../rules/sheet';
import type { TableScene } from '../view/table-scene';
import { BACK_CELL } from './atlas';
import {
  CARD_H,
  CARD_W,
  CHIP_H,
  FAN_SCALE,
  INDEX_H,
  INDEX_W,
  LATEST_TILT,
  MAX_FAN,
  MAX_STACK,
  PILE_SCALE,
  type SeatPlace,
  SHOWN_SCALE,
  type TableLayout,
} from './layout';

/** A pose: position, turn about the vertical (yaw), pitch about the piece's x, and scale per axis. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly yaw: number;
  readonly pitch: number;
  readonly sx: number;
  readonly sy: number;
  readonly sz: number;
}

/** A piece: its key (the same piece keeps its key from one scene to the next), its look (a card's atlas cell, a disc's colour) and its pose. */
export interface Item {
  readonly key: string;
  readonly look: number;
  readonly pose: Pose;
}

/** A card's look with LIT added is drawn warm-tinted: the latest card of the run-out. */
export const LIT = 0x100;
/** The atlas cell of a card's look, and whether it is lit. */
export const cellOfLook = (look: number): number => look % LIT;
export const isLit = (look: number): boolean => look >= LIT;

/** Disc instances: mats, ten spaces' and nine seats' stacks, bets, the button and flying chips. */
export const DISC_MAX = 720;
/** Card instances: fans, piles, shown and played cards (53 cards, shown ones still held). */
export const CARD_MAX = 200;

/** Card pitch: lying face up (the top away from the person), or face down. */
export const FACE_UP = -Math.PI / 2;
export const FACE_DOWN = Math.PI / 2;

export const CHIP_RED = 0xb8242f;
export const CHIP_WHITE = 0xf2ead6;
export const CHIP_BLUE = 0x24509a;
export const BUTTON = 0xf5c542;
export const MAT = 0x1d5a3a;
export const MAT_PERSON = 0x23694a;
export const MAT_OUT = 0x3d4641;

/** A chip's colour in a stack: red, every fifth white, so a stack can be counted by eye. */
export const chipLook = (i: number): number => (i % 5 === 4 ? CHIP_WHITE : CHIP_RED);

function disc(x: number, y: number, z: number, r: number, h: number): Pose {
  return { x, y, z, yaw: 0, pitch: 0, sx: r, sy: h, sz: r };
}

function card(x: number, y: number, z: number, yaw: number, up: boolean, scale: number): Pose {
  return { x, y, z, yaw, pitch: up ? FACE_UP : FACE_DOWN, sx: scale, sy: scale, sz: scale };
}

/** The yaw that points a lying card's top along (dx, dz). */
export const yawTowards = (dx: number, dz: number): number => Math.atan2(-dx, -dz);

/** How many chips of a count a stack shows. */
export const stackHeight = (count: number): number => Math.max(0, Math.min(MAX_STACK, count));

/** The chips shown on each space (the poker space less the bets lying in front of the seats). */
export function spaceChips(scene: TableScene): number[] {
  const puts = scene.calling === POKER_SPACE ? scene.seats.reduce((a, s) => a + s.put, 0) : 0;
  return scene.sheet.map((n, i) => Math.max(0, i === POKER_SPACE ? n - puts : n));
}

/** The bets shown in front of the seats: only while the poker call is open. */
export function putChips(scene: TableScene): number[] {
  return scene.seats.map((s) => (scene.calling === POKER_SPACE ? s.put : 0));
}

/** Where a seat's pieces lie (world x, z). */
export function seatSpots(s: SeatPlace, person: boolean) {
  const at = (out: number, along: number) => ({
    x: s.x + s.ox * out + s.tx * along,
    z: s.z + s.oz * out + s.tz * along,
  });
  return {
    stack: person ? at(0.05, 0) : at(0.05, 0.85),
    button: person ? at(0.05, -0.42) : at(0.05, -0.82),
    put: person ? at(-0.48, 0.42) : at(-0.5, 0.55),
    shown: person ? at(-0.62, 0) : at(0.1, 0),
    fan: at(0.1, 0),
  };
}

/** The top of a stack of `n` chips at (x, z): where an arriving chip lands. */
export const stackTop = (x: number, z: number, n: number): Pose =>
  disc(x, (stackHeight(n) + 0.5) * CHIP_H, z, 1, 1);

function stack(out: Item[], key: string, x: number, z: number, n: number): void {
  for (let i = 0; i < stackHeight(n); i += 1)
    out.push({ key: `${key}:${i}`, look: chipLook(i), pose: disc(x, (i + 0.5) * CHIP_H, z, 1, 1) });
}

/** The discs: the seats' mats, every stack of chips, the dealer's button. */
export function discItems(scene: TableScene, layout: TableLayout): Item[] {
  const out: Item[] = [];
  const chips = spaceChips(scene);
  const puts = putChips(scene);
  for (const seat of layout.seats) {
    const s = scene.seats[seat.seat];
    const look = s?.out ? MAT_OUT : seat.seat === scene.person ? MAT_PERSON : MAT;
    out.push({
      key: `mat:${seat.seat}`,
      look,
      pose: disc(seat.x, -0.008, seat.z, 6.2, 0.1),
    });
  }
  for (let i = 0; i < layout.spaces.length; i += 1) {
    const p = spaceStackSpot(layout, i);
    stack(out, `sp:${i}`, p.x, p.z, chips[i] ?? 0);
  }
  for (const seat of layout.seats) {
    const s = scene.seats[seat.seat];
    if (!s) continue;
    const spots = seatSpots(seat, seat.seat === scene.person);
    stack(out, `st:${seat.seat}`, spots.stack.x, spots.stack.z, s.stack);
    stack(out, `pt:${seat.seat}`, spots.put.x, spots.put.z, puts[seat.seat] ?? 0);
    if (s.dealer)
      out.push({
        key: 'dealer',
        look: BUTTON,
        pose: disc(spots.button.x, 0.02, spots.button.z, 1.45, 1.4),
      });
  }
  return out;
}

/** Where a space's stack stands: in its right part, clear of the label and the count. */
export function spaceStackSpot(layout: TableLayout, space: number): { x: number; z: number } {
  const r = layout.spaces[space];
  if (!r) return { x: 0, z: 0 };
  return { x: r.x + r.w * 0.27, z: r.z + r.d * 0.2 };
}

/** A face-down fan of `n` cards at a seat, held by someone sitting out beyond it. */
function fan(out: Item[], seat: SeatPlace, x: number, z: number, n: number): void {
  const radius = 0.9;
  const step = Math.min(0.14, 1.3 / Math.max(1, n));
  const px = x - seat.ox * radius;
  const pz = z - seat.oz * radius;
  for (let i = 0; i < n; i += 1) {
    const a = (i - (n - 1) / 2) * step;
    // The seat's outward direction turned by a (clockwise from above for a > 0).
    const dx = seat.ox * Math.cos(a) - seat.oz * Math.sin(a);
    const dz = seat.oz * Math.cos(a) + seat.ox * Math.sin(a);
    out.push({
      key: `fan:${seat.seat}:${i}`,
      look: BACK_CELL,
      pose: card(
        px + dx * radius,
        0.006 + i * 0.0035,
        pz + dz * radius,
        yawTowards(dx, dz),
        false,
        FAN_SCALE,
      ),
    });
  }
}

/** Up to this many cards of a pile are drawn, each a little higher. */
const PILE_SHOWN = 8;

function pile(out: Item[], key: string, x: number, z: number, n: number): void {
  for (let i = 0; i < Math.min(PILE_SHOWN, n); i += 1)
    out.push({
      key: `${key}:${i}`,
      look: BACK_CELL,
      pose: card(x, 0.006 + i * 0.008, z, (i % 3) * 0.05 - 0.05, false, PILE_SCALE),
    });
}

/** Each rank lies this much above the rank before it in its row, each row this much above the row beyond it. */
const RANK_LIFT = 0.002;
const ROW_LIFT = 13 * RANK_LIFT + 0.004;
/** The latest card lies this much above the rest of its row (still under the nearer row). */
const LATEST_LIFT = RANK_LIFT / 2;

/**
 * Where a played card lies in the run-out's rows: its suit's row, its rank's place in the row (2 at
 * the left, the ace at the right), so a gap is a card not played. The latest card played is turned
 * about its index (which stays in its place) and lit (cardItems), so what was just played, and
 * what comes next, show at a glance.
 */
export function rowPose(layout: TableLayout, suit: number, rank: number, latest = false): Pose {
  const r = layout.rows;
  const m = layout.row;
  const w = CARD_W * m.scale;
  const h = CARD_H * m.scale;
  const place = Math.max(0, Math.min(12, rank - 2));
  // The card's top-left corner.
  const left = r.x - r.w / 2 + place * m.step;
  const top = r.z - r.d / 2 + suit * m.pitch;
  const y = 0.006 + suit * ROW_LIFT + place * RANK_LIFT + (latest ? LATEST_LIFT : 0);
  if (!latest) return card(left + w / 2, y, top + h / 2, 0, true, m.scale);
  // Turned clockwise seen from above (a negative yaw) about its index's middle: the centre swings
  // about that point, the index hardly moves and the top edge dips to the right.
  const pu = (INDEX_W / 2) * w;
  const pv = (INDEX_H / 2) * h;
  const du = w / 2 - pu;
  const dv = h / 2 - pv;
  const c = Math.cos(LATEST_TILT);
  const s = Math.sin(LATEST_TILT);
  return card(
    left + pu + du * c - dv * s,
    y,
    top + pv + du * s + dv * c,
    -LATEST_TILT,
    true,
    m.scale,
  );
}

/** The cards: the seats' fans (not the person's), the widow and dead hand, shown cards, the run-out's rows. */
export function cardItems(scene: TableScene, layout: TableLayout): Item[] {
  const out: Item[] = [];
  for (const seat of layout.seats) {
    const s = scene.seats[seat.seat];
    if (!s) continue;
    const person = seat.seat === scene.person;
    const spots = seatSpots(seat, person);
    if (!person) fan(out, seat, spots.fan.x, spots.fan.z, Math.min(MAX_FAN, s.held));
    const shown = scene.shown[seat.seat] ?? [];
    const gap = CARD_W * SHOWN_SCALE * 0.62;
    shown.forEach((c, i) => {
      const along = (i - (shown.length - 1) / 2) * gap;
      out.push({
        key: `shown:${seat.seat}:${c}`,
        look: c,
        pose: card(
          spots.shown.x + along,
          (person ? 0.008 : 0.075) + i * 0.0035,
          spots.shown.z,
          0,
          true,
          SHOWN_SCALE,
        ),
      });
    });
  }
  pile(out, 'widow', layout.widow.x, layout.widow.z, scene.widow);
  pile(out, 'dead', layout.dead.x, layout.dead.z, scene.dead);
  let last = -1;
  for (const c of scene.played) if (c !== JOKER) last = c;
  for (const c of scene.played) {
    if (c === JOKER) continue;
    const latest = c === last;
    out.push({
      key: `played:${c}`,
      look: latest ? c + LIT : c,
      pose: rowPose(layout, suitOf(c), rankOf(c), latest),
    });
  }
  return out;
}
