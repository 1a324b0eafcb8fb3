// React access to the running AZACRU game: the handle, narrow selectors, emitted events, and the person's actions.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import { sendPerson } from '../../../../statecharts/azacru/person';
import type { TwistChoice } from '../../../../statecharts/azacru/person-events';
import type { AzacruSnapshot } from '../../../../statecharts/azacru/selectors';
import type { AzacruEmitted } from '../../../../statecharts/azacru/types';
import { type GameHandle, PERSON } from '../game';

export const GameContext = createContext<GameHandle | null>(null);

export function useGame(): GameHandle {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame outside a game');
  return game;
}

/** Subscribes to one narrow slice of the table snapshot. */
export function useTable<T>(
  selector: (s: AzacruSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useGame().actor, selector, compare);
}

/** Calls `handler` for each emitted event of a type (sound, animation, announcements). */
export function useEmitted<K extends AzacruEmitted['type']>(
  type: K,
  handler: (e: Extract<AzacruEmitted, { type: K }>) => void,
): void {
  const { actor } = useGame();
  useEffect(() => {
    const sub = actor.on(type, handler as (e: AzacruEmitted) => void);
    return () => sub.unsubscribe();
  }, [actor, type, handler]);
}

/** The person's actions, sent through the table's one entry from outside (checked there). */
export function personActions(game: GameHandle) {
  const send = (e: Record<string, unknown>) => sendPerson(game.actor, { ...e, player: PERSON });
  return {
    chevron: (field: number) => send({ type: 'SELECT_CHEVRON', field }),
    target: (field: number) => send({ type: 'SELECT_TARGET', field }),
    twist: (twist: TwistChoice) => send({ type: 'SELECT_TWIST', twist }),
    confirm: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
export type PersonActions = ReturnType<typeof personActions>;
