// The board in world units: where each field lies, which field a point on the board is, and how the board turns to the person.
import { fileOf, rankOf, SIDE } from '../rules/fields';
import type { PlayerCount } from '../rules/board';

/** One field's side in world units (the tiles are a little smaller: the gaps draw the borders). */
export const CELL = 0.1;
/** The board's half side, rim included. */
export const RIM = 0.07;
export const HALF = (SIDE * CELL) / 2;
export const BOARD_TOP = 0.02;

/**
 * Seen from the south (player 1 of two sits there) rank 1 is nearest; at 3 and 4 players player 1
 * starts in the north, so the board turns half round: the person's side is always at the bottom.
 */
export const viewFromNorth = (players: PlayerCount): boolean => players !== 2;

/** The world x, z of a field's centre (the board seen from the south: rank 1 at +z). */
export function fieldCentre(field: number): [number, number] {
  return [(fileOf(field) - (SIDE - 1) / 2) * CELL, ((SIDE - 1) / 2 - rankOf(field)) * CELL];
}

/** The field under a world point on the board, or -1 off the board. */
export function fieldAt(x: number, z: number): number {
  const file = Math.floor(x / CELL + SIDE / 2);
  const rank = Math.floor(SIDE / 2 - z / CELL);
  if (file < 0 || file >= SIDE || rank < 0 || rank >= SIDE) return -1;
  return rank * SIDE + file;
}

/** The rotation about y that points a piece made facing north (-z) to a direction (0..7 clockwise). */
export const facingAngle = (direction: number): number => (-direction * Math.PI) / 4;

/** Where a direction (0..7 clockwise from north) points on the screen: degrees clockwise from up. */
export const screenDegrees = (direction: number, players: PlayerCount): number =>
  ((direction + (viewFromNorth(players) ? 4 : 0)) & 7) * 45;
