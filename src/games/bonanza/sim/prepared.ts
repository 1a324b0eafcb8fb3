// The table's next progress event, with a prepared deal (a lesson, a test) for the hands that have one.
import type { Card } from '../rules/cards';
import type { TableEvent } from '../rules/events';
import { tableEvent } from '../rules/legal';
import type { BonanzaState } from '../rules/state';

/** A deal given instead of the seeded one: the hand of each seat ([] if out) and the widow. */
export interface PreparedDeal {
  readonly hands: readonly (readonly Card[])[];
  readonly widow: readonly Card[];
}

/**
 * `tableEvent(s)`, but the deal of hand h is `prepared[h - 1]` when given. A driver that sees such a
 * deal refused (it does not fit the seats in the hand) deals from the seed instead.
 */
export function tableEventFor(
  s: BonanzaState,
  prepared: readonly PreparedDeal[] | undefined,
): TableEvent | null {
  const e = tableEvent(s);
  if (e?.type !== 'deal') return e;
  const cards = prepared?.[s.hand - 1];
  return cards ? { type: 'deal', cards } : e;
}
