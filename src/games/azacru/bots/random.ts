// The random bot: every legal move equally likely.
import type { Rng } from '../../../lib/rng';
import type { Board } from '../rules/board';
import { generateMoves } from '../rules/generate';

/** An encoded move chosen uniformly, or -1 when the player to move must pass. */
export function randomMove(b: Board, buffer: Int32Array, rng: Rng): number {
  const n = generateMoves(b, buffer);
  return n === 0 ? -1 : (buffer[rng.int(n)] ?? -1);
}
