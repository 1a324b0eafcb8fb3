// The end's share-out of the chips left on the sheet as the end screen shows it, from the flow's `end-split` and the sheet left.
import type { Endgame } from '../rules/options';
import { SPACES, type SpaceName } from '../rules/sheet';

/** What the flow's `end-split` effect says: the players sharing, and per space the share of each. */
export interface EndSplitNews {
  readonly seats: readonly number[];
  readonly shares: readonly number[];
}

/** One space at the end: the chips each sharing player received from it, and the chips left on it. */
export interface ShareOutRow {
  readonly space: SpaceName;
  readonly share: number;
  readonly stays: number;
}

export type ShareOut =
  /** Shared: every seat of `seats` received `each` chips, per space as `rows` say; `stays` could not be shared. */
  | {
      readonly kind: 'split';
      readonly seats: readonly number[];
      readonly each: number;
      readonly rows: readonly ShareOutRow[];
      readonly stays: number;
    }
  /** Not shared (`endgame: keep`): `stays` chips are left on the sheet. */
  | { readonly kind: 'keep'; readonly stays: number }
  /** Nothing was on the sheet to share. */
  | { readonly kind: 'none' };

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The share-out at the game's end: `split` is the flow's `end-split` (null if it made none),
 * `left` the sheet after it, `endgame` the game's option. Null when the split was made but not
 * heard (nothing sure to show).
 */
export function shareOut(
  split: EndSplitNews | null,
  left: readonly number[],
  endgame: Endgame,
): ShareOut | null {
  const stays = sum(left);
  if (endgame === 'keep') return stays > 0 ? { kind: 'keep', stays } : { kind: 'none' };
  if (!split) return stays > 0 ? null : { kind: 'none' };
  const each = split.seats.length > 0 ? sum(split.shares) : 0;
  if (each === 0 && stays === 0) return { kind: 'none' };
  const rows = SPACES.flatMap((space, i) => {
    const share = split.seats.length > 0 ? (split.shares[i] ?? 0) : 0;
    const rest = left[i] ?? 0;
    return share > 0 || rest > 0 ? [{ space, share, stays: rest }] : [];
  });
  return { kind: 'split', seats: split.seats, each, rows, stays };
}
