// How the bots value moves and positions: a move's immediate marker gain, and every player's reward in [0, 1].
import {
  type Board,
  CHEVRONS,
  COLOUR,
  MARKERS,
  NONE,
  OVER,
  PLAYERS,
  TO_MOVE,
} from '../rules/board';
import { MAX_RAY, RAY_FIELDS } from '../rules/fields';
import { generateMoves } from '../rules/generate';
import {
  CONNECTION_CHANGE,
  moveDirection,
  moveDistance,
  moveFrom,
  moveKind,
  moveTo,
  REMOVAL,
} from '../rules/moves';
import type { EvaluationParams } from './params';

/** Fields a move adds to the mover's colour (the target if neutral, and every field a connection change takes). */
export function moveGain(b: Board, m: number): number {
  const player = b[TO_MOVE] ?? 0;
  let gain = b[COLOUR + moveTo(m)] === NONE ? 1 : 0;
  const kind = moveKind(m);
  if (kind === CONNECTION_CHANGE || kind === REMOVAL) {
    const ray = (moveFrom(m) * 8 + moveDirection(m)) * MAX_RAY;
    const passed = moveDistance(m) - 1;
    for (let i = 0; i < passed; i += 1) {
      if (b[COLOUR + (RAY_FIELDS[ray + i] ?? 0)] !== player) gain += 1;
    }
  }
  return gain;
}

/** Legal moves `player` would have if it were their turn (the board is left as it was). */
export function movesOf(b: Board, player: number, scratch: Int32Array): number {
  const toMove = b[TO_MOVE] ?? 0;
  b[TO_MOVE] = player;
  const n = generateMoves(b, scratch);
  b[TO_MOVE] = toMove;
  return n;
}

/** A player's worth in markers: fields, plus chevrons and mobility by the weights. */
export function worth(b: Board, player: number, e: EvaluationParams, scratch: Int32Array): number {
  let w = (b[MARKERS + player] ?? 0) + e.chevron * (b[CHEVRONS + player] ?? 0);
  if (e.mobility > 0) w += e.mobility * movesOf(b, player, scratch);
  return w;
}

/**
 * Every player's reward in [0, 1] into `out`: at the end, the winners share 1; before it, the
 * logistic of the player's worth minus the best other player's.
 */
export function rewards(
  b: Board,
  e: EvaluationParams,
  out: Float64Array,
  worths: Float64Array,
  scratch: Int32Array,
): void {
  const n = b[PLAYERS] ?? 2;
  if (b[OVER] === 1) {
    let best = -1;
    let winners = 0;
    for (let p = 0; p < n; p += 1) {
      const s = b[MARKERS + p] ?? 0;
      if (s > best) {
        best = s;
        winners = 1;
      } else if (s === best) winners += 1;
    }
    for (let p = 0; p < n; p += 1) out[p] = b[MARKERS + p] === best ? 1 / winners : 0;
    return;
  }
  for (let p = 0; p < n; p += 1) worths[p] = worth(b, p, e, scratch);
  for (let p = 0; p < n; p += 1) {
    let other = -Infinity;
    for (let q = 0; q < n; q += 1) if (q !== p && (worths[q] ?? 0) > other) other = worths[q] ?? 0;
    out[p] = 1 / (1 + Math.exp((other - (worths[p] ?? 0)) / e.scale));
  }
}
