// Encoded moves: one integer holds start, direction, distance, twist, target and the kind of move.

/** No twist, twist 45 degrees left, twist 45 degrees right. */
export const NO_TWIST = 0;
export const TWIST_LEFT = 1;
export const TWIST_RIGHT = 2;
export type Twist = 'left' | 'right';

/** The way a chevron faces after a move in `direction` (0..7 clockwise) with a twist code. */
export function facingAfter(direction: number, twist: number): number {
  return twist === TWIST_LEFT
    ? (direction + 7) & 7
    : twist === TWIST_RIGHT
      ? (direction + 1) & 7
      : direction;
}

/** A move that changes nothing between start and target (a plain move, including k = 1). */
export const PLAIN = 0;
/** A connection change that converts no other player's field. */
export const CONNECTION_CHANGE = 1;
/** A connection change that took another player's field: the chevron is removed. */
export const REMOVAL = 2;
/** A connection jump over at least one chevron. */
export const CONNECTION_JUMP = 3;
export type MoveKind = 'plain' | 'connection change' | 'removal' | 'connection jump';
export const KIND_NAMES: readonly MoveKind[] = [
  'plain',
  'connection change',
  'removal',
  'connection jump',
];

/** Bits: from 0-6, direction 7-9, distance 10-13, twist 14-15, to 16-22, kind 23-24. */
export function encodeMove(
  from: number,
  direction: number,
  distance: number,
  twist: number,
  to: number,
  kind: number,
): number {
  return from | (direction << 7) | (distance << 10) | (twist << 14) | (to << 16) | (kind << 23);
}

export const moveFrom = (m: number): number => m & 127;
export const moveDirection = (m: number): number => (m >> 7) & 7;
export const moveDistance = (m: number): number => (m >> 10) & 15;
export const moveTwist = (m: number): number => (m >> 14) & 3;
export const moveTo = (m: number): number => (m >> 16) & 127;
export const moveKind = (m: number): number => (m >> 23) & 3;

/** Most moves a position can offer: 4 chevrons x 3 directions x 8 fields x 3 twists. */
export const MAX_MOVES = 288;
