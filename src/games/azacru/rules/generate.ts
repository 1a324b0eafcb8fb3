// Legal-move generation for the player to move, into a preallocated buffer of encoded moves.
import {
  type Board,
  BORDERLAND_MARKERS,
  CHEVRON,
  CHEVRON_FIELDS,
  CHEVRONS,
  COLOUR,
  FACING,
  MAX_CHEVRONS,
  NONE,
  OVER,
  TO_MOVE,
} from './board';
import { BORDERLAND, MAX_RAY, RAY_FIELDS, RAY_LENGTH } from './fields';
import {
  CONNECTION_CHANGE,
  CONNECTION_JUMP,
  encodeMove,
  MAX_MOVES,
  NO_TWIST,
  PLAIN,
  REMOVAL,
  TWIST_LEFT,
  TWIST_RIGHT,
} from './moves';

/** A buffer big enough for any position's moves. */
export function createMoveBuffer(): Int32Array {
  return new Int32Array(MAX_MOVES);
}

/** Power of a chevron on `field` for `player`: their fields in its borderland, at least 1. */
export function power(b: Board, player: number, field: number): number {
  const count = b[BORDERLAND_MARKERS + player * 9 + (BORDERLAND[field] ?? 0)] ?? 0;
  return count > 0 ? count : 1;
}

/** Writes the moves of the chevron on `from` (owned by `player`) to `out` at `n`; returns the new count. */
function chevronMoves(b: Board, player: number, from: number, out: Int32Array, n: number): number {
  const reach = power(b, player, from);
  const fromMine = b[COLOUR + from] === player;
  const facing = b[FACING + from] ?? 0;
  const fromLand = BORDERLAND[from];
  for (let turn = -1; turn <= 1; turn += 1) {
    const d = (facing + turn) & 7;
    const ray = (from * 8 + d) * MAX_RAY;
    const length = RAY_LENGTH[from * 8 + d] ?? 0;
    const last = reach < length ? reach : length;
    let chevronPassed = false;
    let foreignPassed = false;
    for (let k = 1; k <= last; k += 1) {
      const to = RAY_FIELDS[ray + k - 1] ?? 0;
      const colour = b[COLOUR + to];
      const occupied = b[CHEVRON + to] !== NONE;
      if (!occupied && (colour === NONE || colour === player)) {
        let kind = PLAIN;
        if (k >= 2 && fromMine && colour === player) {
          kind = chevronPassed ? CONNECTION_JUMP : foreignPassed ? REMOVAL : CONNECTION_CHANGE;
        }
        if (!chevronPassed || kind === CONNECTION_JUMP) {
          out[n++] = encodeMove(from, d, k, NO_TWIST, to, kind);
          if (kind !== REMOVAL && BORDERLAND[to] !== fromLand) {
            out[n++] = encodeMove(from, d, k, TWIST_LEFT, to, kind);
            out[n++] = encodeMove(from, d, k, TWIST_RIGHT, to, kind);
          }
        }
      }
      if (occupied) {
        // Beyond a chevron only a connection jump is legal, which needs the start to be ours.
        if (!fromMine) break;
        chevronPassed = true;
      }
      if (colour !== NONE && colour !== player) foreignPassed = true;
    }
  }
  return n;
}

/** Writes every legal move of the player to move into `out`; returns how many (0: they must pass). */
export function generateMoves(b: Board, out: Int32Array): number {
  if (b[OVER] === 1) return 0;
  const player = b[TO_MOVE] ?? 0;
  const count = b[CHEVRONS + player] ?? 0;
  let n = 0;
  for (let slot = 0; slot < count; slot += 1) {
    n = chevronMoves(b, player, b[CHEVRON_FIELDS + player * MAX_CHEVRONS + slot] ?? 0, out, n);
  }
  return n;
}
