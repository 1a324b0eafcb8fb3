// What the person may do and which stick serves them: the rules asked once, for keys, buttons and taps.
import { type CardId, type Colour, openColours } from '../rules';
import { PERSON } from '../game';
import { hintFor } from './hints';
import { selectFan, type TableSnapshot } from './selectors';

/** Whether the person may turn the board: they deal and nobody has called yet. */
export const selectPersonMayTurn = (s: TableSnapshot): boolean =>
  s.hasTag('in-hand') && s.context.dealer === PERSON && s.context.calls === 0;

/** The card the person has laid face down, or null. */
export const selectMyChosen = (s: TableSnapshot): CardId | null => s.context.chosen[PERSON] ?? null;

/** The card next to the person's chosen one in the fan (or the first/last when none is chosen). */
export function nextInFan(s: TableSnapshot, step: 1 | -1): CardId | null {
  const hand = selectFan(PERSON)(s);
  if (hand.length === 0) return null;
  const chosen = selectMyChosen(s);
  const at = chosen === null ? -1 : hand.indexOf(chosen);
  const next = at < 0 ? (step > 0 ? 0 : hand.length - 1) : (at + step + hand.length) % hand.length;
  return hand[next] ?? null;
}

/** A free stick of the colour, else any stick of it (the table then says why it is refused). */
export function stickOfColour(s: TableSnapshot, colour: Colour): number | null {
  const sticks = s.context.sticks.filter((st) => st.colour === colour);
  return (sticks.find((st) => st.owner === null) ?? sticks[0])?.id ?? null;
}

/** The colours the person (or a seat) still needs this round: a stick of another scores nothing. */
export const selectNeeded = (s: TableSnapshot, seat = PERSON): readonly Colour[] =>
  openColours(s.context.book, seat);

/** The best free stick for the person (or a seat): a colour still needed this round, else any free one. */
export function bestStick(s: TableSnapshot, seat = PERSON): number | null {
  const free = s.context.sticks.filter((st) => st.owner === null);
  const needed = selectNeeded(s, seat);
  return (free.find((st) => needed.includes(st.colour)) ?? free[0])?.id ?? null;
}

/**
 * The stick a press on the board (away from every stick) grabs: in a race the seat may still run
 * (someone grabbed, it holds no stick, one is free) the best free stick; otherwise none, so a press
 * on the board is never a false grab. Not on a winning hand either: a board that grabbed only then
 * would tell a person without hints that their hand wins (they press a stick, as they would by hand).
 */
export function boardGrab(s: TableSnapshot, seat = PERSON): number | null {
  return hintFor(s, seat) === 'others' ? bestStick(s, seat) : null;
}

/** The colour of a stick, by its id. */
export const stickColour = (s: TableSnapshot, id: number): Colour | undefined =>
  s.context.sticks.find((st) => st.id === id)?.colour;
