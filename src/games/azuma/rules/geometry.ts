// Table geometry shared by bots and scene: seats round the table, globes on the board, reach distances.
import { type Point, seatAngle, seatPoint as roundSeatPoint } from '../../../lib/round-table';

/** Table radius (seats sit on it) and board radius (globes sit on it), in table units. */
export const TABLE_RADIUS = 1;
export const BOARD_RADIUS = 0.3;
export const GLOBES = 5;

export type { Point } from '../../../lib/round-table';
export { seatAngle } from '../../../lib/round-table';

/** A seat's point on the table (or at `radius` from its centre). */
export function seatPoint(seat: number, players: number, radius = TABLE_RADIUS): Point {
  return roundSeatPoint(seat, players, radius);
}

/** Which globe a stick stands in, spreading fewer sticks round the five globes. */
export function stickGlobe(stick: number, sticks: number): number {
  return Math.round((stick * GLOBES) / sticks) % GLOBES;
}

/** The angle of a globe on the board turned by `rotation` radians. */
export function globeAngle(globe: number, rotation: number): number {
  return Math.PI / 2 + (globe * 2 * Math.PI) / GLOBES + rotation;
}

export function stickPoint(stick: number, sticks: number, rotation: number): Point {
  const a = globeAngle(stickGlobe(stick, sticks), rotation);
  return { x: BOARD_RADIUS * Math.cos(a), y: BOARD_RADIUS * Math.sin(a) };
}

export function distance(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

// Points of the last table layout asked about (bots ask for reach distances many times per hand; the
// board turns at most once per hand): seat and stick i at [2i, 2i + 1], for up to 8 of each.
const SEATS = { players: -1, xy: new Float64Array(16) };
const STICKS = { sticks: -1, rotation: NaN, xy: new Float64Array(16) };

/** Distance from a seat's edge of the table to a stick. */
export function reachDistance(
  seat: number,
  players: number,
  stick: number,
  sticks: number,
  rotation: number,
): number {
  const cached = Number.isInteger(seat) && Number.isInteger(stick);
  if (!cached || seat < 0 || seat >= 8 || stick < 0 || stick >= 8)
    return distance(seatPoint(seat, players), stickPoint(stick, sticks, rotation));
  if (SEATS.players !== players) {
    SEATS.players = players;
    for (let i = 0; i < 8; i += 1) {
      const p = seatPoint(i, players);
      SEATS.xy[2 * i] = p.x;
      SEATS.xy[2 * i + 1] = p.y;
    }
  }
  if (STICKS.sticks !== sticks || !Object.is(STICKS.rotation, rotation)) {
    STICKS.sticks = sticks;
    STICKS.rotation = rotation;
    // stickPoint's values, written straight in: a dealer's turn refills this at every hand.
    for (let i = 0; i < 8; i += 1) {
      const a = globeAngle(stickGlobe(i, sticks), rotation);
      STICKS.xy[2 * i] = BOARD_RADIUS * Math.cos(a);
      STICKS.xy[2 * i + 1] = BOARD_RADIUS * Math.sin(a);
    }
  }
  const dx = (SEATS.xy[2 * seat] as number) - (STICKS.xy[2 * stick] as number);
  const dy = (SEATS.xy[2 * seat + 1] as number) - (STICKS.xy[2 * stick + 1] as number);
  // sqrt, not Math.hypot: the same distance at a fraction of the cost (bots ask at every grab).
  return Math.sqrt(dx * dx + dy * dy);
}

/** The rotation that brings a stick as close as possible to a seat. */
export function rotationToward(
  seat: number,
  players: number,
  stick: number,
  sticks: number,
): number {
  const want = seatAngle(seat, players);
  const base = globeAngle(stickGlobe(stick, sticks), 0);
  const r = want - base;
  return Math.atan2(Math.sin(r), Math.cos(r));
}
