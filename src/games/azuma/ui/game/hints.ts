// The person's hint from the table snapshot: choose a card, grab on a winning hand, grab too, place an X.
import { isWinningHand } from '../../rules';
import { selectPendingX, type TableSnapshot } from '../../view/selectors';

export type Hint = 'choose' | 'ready' | 'win' | 'others' | 'placeX';

/** The seat holds a winning hand while the cards are passed, with every card picked up. */
export function holdsWinningHand(s: TableSnapshot, seat: number): boolean {
  return (
    s.hasTag('passing') &&
    s.context.grabs.length === 0 &&
    s.context.transit.length === 0 &&
    isWinningHand(s.context.hands[seat] ?? [])
  );
}

/** What the seat should do now, or null when there is nothing to do. */
export function hintFor(s: TableSnapshot, seat: number): Hint | null {
  if (selectPendingX(seat)(s) !== null) return 'placeX';
  const c = s.context;
  if (s.hasTag('grab-window')) {
    const done = c.grabs.some((g) => g.player === seat) || c.fakes.includes(seat);
    return !done && c.sticks.some((st) => st.owner === null) ? 'others' : null;
  }
  if (!s.hasTag('passing') || c.grabs.length > 0) return null;
  if (holdsWinningHand(s, seat)) return 'win';
  return c.chosen[seat] == null ? 'choose' : 'ready';
}
