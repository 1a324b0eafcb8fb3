// How each player's final chips came at the game's end: the last hand's change and the share of the sheet, for the end's ranking.
import type { ShareOut } from './end-share';

/** A seat's last changes: the last hand's (antes included; null when no hand's results were heard) and the sheet's share. */
export interface LateChips {
  readonly hand: number | null;
  readonly sheet: number;
}

/**
 * The last hand's change from its results' deltas, and the chips the share-out gave the seat (0 when
 * it did not share, or the sheet was kept): with the stacks before the last hand they make the final chips.
 */
export function lateChips(
  seat: number,
  lastDeltas: readonly number[] | null,
  out: ShareOut | null,
): LateChips {
  const sheet = out?.kind === 'split' && out.seats.includes(seat) ? out.each : 0;
  return { hand: lastDeltas ? (lastDeltas[seat] ?? 0) : null, sheet };
}
