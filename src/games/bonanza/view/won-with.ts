// The cards a call's winner showed to take its space, for the news of the win (none for the Joker: it is its own card).
import type { Card } from '../rules/cards';
import type { CallName } from '../rules/events';
import type { SpaceName } from '../rules/sheet';

/** A show at a call, as the table announced it. */
export interface CallShow {
  readonly seat: number;
  readonly call: CallName;
  readonly cards: readonly Card[];
}

/**
 * The shows of the space's winners at its call, in the order they were made. A paying card of the
 * run-out or the poker space was not taken by a show: none.
 */
export function wonWith(
  shows: readonly CallShow[],
  space: SpaceName,
  winners: readonly number[],
): (readonly Card[])[] {
  if (space === 'joker' || space === 'poker') return [];
  return shows.filter((s) => s.call === space && winners.includes(s.seat)).map((s) => s.cards);
}
