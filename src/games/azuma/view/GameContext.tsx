// React access to the running game: the handle, narrow selectors, emitted events, and the person's actions.
import { gameHooks } from '../../../lib/game-hooks';
import type { Colour } from '../rules';
import type { TableSnapshot } from './selectors';
import type { PlayerEvent, TableEmitted } from '../flow/types';
import { type GameHandle, PERSON } from '../game';
import { sendPerson } from '../../../../statecharts/azuma/person';

export const { GameContext, useGame, useTable, useEmitted } = gameHooks<
  TableSnapshot,
  TableEmitted,
  GameHandle
>();

/**
 * The person's actions, sent to the table through its one entry from outside (checked there; a grab
 * in the same input handler).
 */
export function personActions(game: GameHandle) {
  const send = (e: PlayerEvent) => sendPerson(game.actor, e);
  return {
    choose: (card: number) => send({ type: 'CHOOSE', player: PERSON, card }),
    /** `timeStamp`: the DOM event's timeStamp (performance.now() base). */
    grab: (stick: number, timeStamp: number) =>
      send({ type: 'GRAB', player: PERSON, stick, at: game.clock.fromEventTime(timeStamp) }),
    turnBoard: (rotation: number) => send({ type: 'TURN_BOARD', player: PERSON, rotation }),
    placeX: (colour: Colour) => send({ type: 'PLACE_X', player: PERSON, colour }),
  };
}
