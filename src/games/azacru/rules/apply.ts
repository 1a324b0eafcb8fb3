// Applying a move or a pass to the fast board in place, with the end trigger and the final round.
import {
  type Board,
  CHEVRON,
  CHEVRON_FIELDS,
  CHEVRONS,
  COLOUR,
  END_TRIGGER,
  FACING,
  FINAL_TURNS_LEFT,
  MAX_CHEVRONS,
  NONE,
  OVER,
  paintField,
  PLAYERS,
  TO_MOVE,
} from './board';
import { MAX_RAY, RAY_FIELDS } from './fields';
import {
  moveDirection,
  moveDistance,
  moveFrom,
  moveKind,
  moveTo,
  moveTwist,
  PLAIN,
  CONNECTION_JUMP,
  REMOVAL,
  facingAfter,
} from './moves';

/** Ends the current turn: the next player moves, or the final round counts down to the game's end. */
function endTurn(b: Board): void {
  if (b[END_TRIGGER] !== NONE) {
    const left = (b[FINAL_TURNS_LEFT] ?? 0) - 1;
    b[FINAL_TURNS_LEFT] = left;
    if (left <= 0) {
      b[OVER] = 1;
      b[TO_MOVE] = NONE;
      return;
    }
  }
  const next = (b[TO_MOVE] ?? 0) + 1;
  b[TO_MOVE] = next === b[PLAYERS] ? 0 : next;
}

/**
 * Plays a legal encoded move (as generated for the player to move) in place. The move is trusted:
 * only generated moves may be applied.
 */
export function applyMove(b: Board, m: number): void {
  const player = b[TO_MOVE] ?? 0;
  const from = moveFrom(m);
  const to = moveTo(m);
  const kind = moveKind(m);
  const direction = moveDirection(m);
  if (b[COLOUR + to] !== player) paintField(b, to, player);
  if (kind !== PLAIN && kind !== CONNECTION_JUMP) {
    const ray = (from * 8 + direction) * MAX_RAY;
    const passed = moveDistance(m) - 1;
    for (let i = 0; i < passed; i += 1) {
      const field = RAY_FIELDS[ray + i] ?? 0;
      if (b[COLOUR + field] !== player) paintField(b, field, player);
    }
  }
  b[CHEVRON + from] = NONE;
  const slots = CHEVRON_FIELDS + player * MAX_CHEVRONS;
  let slot = slots;
  while (b[slot] !== from) slot += 1;
  if (kind === REMOVAL) {
    const count = (b[CHEVRONS + player] ?? 0) - 1;
    b[CHEVRONS + player] = count;
    b[slot] = b[slots + count] ?? NONE;
    b[slots + count] = NONE;
  } else {
    b[CHEVRON + to] = player;
    b[FACING + to] = facingAfter(direction, moveTwist(m));
    b[slot] = to;
  }
  endTurn(b);
}

/**
 * The player to move passes (only legal when they have no move). The first pass of the game
 * triggers the end: every other player gets exactly one more turn.
 */
export function applyPass(b: Board): void {
  if (b[END_TRIGGER] === NONE) {
    b[END_TRIGGER] = b[TO_MOVE] ?? 0;
    b[FINAL_TURNS_LEFT] = (b[PLAYERS] ?? 2) - 1;
    const next = (b[TO_MOVE] ?? 0) + 1;
    b[TO_MOVE] = next === b[PLAYERS] ? 0 : next;
    return;
  }
  endTurn(b);
}
