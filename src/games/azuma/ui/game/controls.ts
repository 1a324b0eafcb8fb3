// The person's moves from the keyboard or buttons: card by index or neighbour, stick by colour or by need.
import type { GameHandle } from '../../game';
import { PERSON } from '../../game';
import { personActions } from '../../view/GameContext';
import { nextInFan, selectPersonMayTurn } from '../../view/person';
import { selectFan, selectRotation } from '../../view/selectors';

export { bestStick, stickOfColour } from '../../view/person';
export const selPersonMayTurn = selectPersonMayTurn;

/** The card at a position of the person's fan as shown (0-based), chosen to pass. */
export function chooseAt(game: GameHandle, index: number): boolean {
  const card = selectFan(PERSON)(game.actor.getSnapshot())[index];
  if (card === undefined) return false;
  personActions(game).choose(card);
  return true;
}

/** The card next to the chosen one (or the first/last when none is chosen). */
export function chooseNext(game: GameHandle, step: 1 | -1): boolean {
  const card = nextInFan(game.actor.getSnapshot(), step);
  if (card === null) return false;
  personActions(game).choose(card);
  return true;
}

export function grabStick(game: GameHandle, stick: number | null, timeStamp: number): boolean {
  if (stick === null) return false;
  personActions(game).grab(stick, timeStamp);
  return true;
}

/** One press turns the board by a twelfth of a turn. */
export const TURN_STEP = Math.PI / 6;

/** Turns the board by a step (positive: anticlockwise) when the person may. */
export function turnBy(game: GameHandle, by: number): boolean {
  const s = game.actor.getSnapshot();
  if (!selectPersonMayTurn(s)) return false;
  personActions(game).turnBoard(selectRotation(s) + by);
  return true;
}
