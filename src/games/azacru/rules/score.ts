// Scores (fields of each colour on the board) and winners (every player tied on the highest score).
import { type Board, MARKERS, PLAYERS } from './board';

export function scores(b: Board): number[] {
  const n = b[PLAYERS] ?? 0;
  const out: number[] = [];
  for (let p = 0; p < n; p += 1) out.push(b[MARKERS + p] ?? 0);
  return out;
}

/** The players (0-based, ascending) with the highest score. */
export function winnersOf(points: readonly number[]): number[] {
  const best = Math.max(...points);
  return points.flatMap((s, p) => (s === best ? [p] : []));
}
