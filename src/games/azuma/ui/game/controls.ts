// The person's moves from the keyboard or buttons: card by index or neighbour, stick by colour or by need.
import type { GameHandle } from '../../game';
import { PERSON } from '../../game';
import { personActions } from '../../view/GameContext';
import { type CardId, type Colour, openColours } from '../../rules';
import { selectFan, type TableSnapshot } from '../../view/selectors';

/** The card at a position of the person's fan as shown (0-based), chosen to pass. */
export function chooseAt(game: GameHandle, index: number): boolean {
  const hand = selectFan(PERSON)(game.actor.getSnapshot());
  const card = hand[index];
  if (card === undefined) return false;
  personActions(game).choose(card);
  return true;
}

/** The card next to the chosen one (or the first/last when none is chosen). */
export function chooseNext(game: GameHandle, step: 1 | -1): boolean {
  const c = game.actor.getSnapshot().context;
  const hand: readonly CardId[] = selectFan(PERSON)(game.actor.getSnapshot());
  if (hand.length === 0) return false;
  const at = c.chosen[PERSON] == null ? -1 : hand.indexOf(c.chosen[PERSON]);
  const next = at < 0 ? (step > 0 ? 0 : hand.length - 1) : (at + step + hand.length) % hand.length;
  return chooseAt(game, next);
}

/** A free stick of the colour, else any stick of it (the table then says why it is refused). */
export function stickOfColour(s: TableSnapshot, colour: Colour): number | null {
  const sticks = s.context.sticks.filter((st) => st.colour === colour);
  return (sticks.find((st) => st.owner === null) ?? sticks[0])?.id ?? null;
}

/** The best free stick for the person: a colour still needed this round, else any free one. */
export function bestStick(s: TableSnapshot): number | null {
  const free = s.context.sticks.filter((st) => st.owner === null);
  const needed = openColours(s.context.book, PERSON);
  return (free.find((st) => needed.includes(st.colour)) ?? free[0])?.id ?? null;
}

export function grabStick(game: GameHandle, stick: number | null, timeStamp: number): boolean {
  if (stick === null) return false;
  personActions(game).grab(stick, timeStamp);
  return true;
}

/** One press turns the board by a twelfth of a turn. */
export const TURN_STEP = Math.PI / 6;

/** Whether the person may turn the board: they deal and nobody has called yet. */
export const selPersonMayTurn = (s: TableSnapshot): boolean =>
  s.hasTag('in-hand') && s.context.dealer === PERSON && s.context.calls === 0;

/** Turns the board by a step (positive: anticlockwise) when the person may. */
export function turnBy(game: GameHandle, by: number): boolean {
  const s = game.actor.getSnapshot();
  if (!selPersonMayTurn(s)) return false;
  personActions(game).turnBoard(s.context.rotation + by);
  return true;
}
