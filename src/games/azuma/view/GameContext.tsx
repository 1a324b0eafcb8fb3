// React access to the running game: the handle, narrow selectors, emitted events, and the person's actions.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { Colour } from '../rules';
import type { TableSnapshot } from './selectors';
import type { PlayerEvent, TableEmitted } from '../flow/types';
import { type GameHandle, PERSON } from '../game';
import { sendPerson } from '../../../../statecharts/azuma/person';

export const GameContext = createContext<GameHandle | null>(null);

export function useGame(): GameHandle {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame outside a game');
  return game;
}

/** Subscribes to one narrow slice of the table snapshot. */
export function useTable<T>(
  selector: (s: TableSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useGame().actor, selector, compare);
}

/** Calls `handler` for each emitted event of a type (sound, animation, announcements). */
export function useEmitted<K extends TableEmitted['type']>(
  type: K,
  handler: (e: Extract<TableEmitted, { type: K }>) => void,
): void {
  const { actor } = useGame();
  useEffect(() => {
    const sub = actor.on(type, handler as (e: TableEmitted) => void);
    return () => sub.unsubscribe();
  }, [actor, type, handler]);
}

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
