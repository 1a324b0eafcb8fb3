// The basic bot: greedy one-move look-ahead on its markers, its power (legal moves) and the safety of its chevrons.
import type { Rng } from '../../../lib/rng';
import { applyMove } from '../rules/apply';
import { type Board, createBoard, TO_MOVE } from '../rules/board';
import { createMoveBuffer, generateMoves } from '../rules/generate';
import { worth } from './evaluate';
import type { EvaluationParams } from './params';

/** The basic bot's weights: a chevron is worth 2 markers, each legal move 0.15. */
export const BASIC_EVALUATION: EvaluationParams = { chevron: 2, mobility: 0.15, scale: 3 };

/** The move that leaves the mover best off one move ahead (ties broken at random), or -1 to pass. */
export function basicMove(
  b: Board,
  rng: Rng,
  weights: EvaluationParams = BASIC_EVALUATION,
): number {
  const after = createBoard();
  const moves = createMoveBuffer();
  const scratch = createMoveBuffer();
  const player = b[TO_MOVE] ?? 0;
  const n = generateMoves(b, moves);
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i += 1) {
    const m = moves[i] ?? 0;
    after.set(b);
    applyMove(after, m);
    const score = worth(after, player, weights, scratch) + rng.next() * 1e-3;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}
