// React access to the running AZACRU game: the handle, narrow selectors, emitted events, and the person's actions.
import { gameHooks } from '../../../lib/game-hooks';
import { sendPerson } from '../../../../statecharts/azacru/person';
import type { TwistChoice } from '../../../../statecharts/azacru/person-events';
import type { AzacruSnapshot } from '../../../../statecharts/azacru/selectors';
import type { AzacruEmitted } from '../../../../statecharts/azacru/types';
import { type GameHandle, PERSON } from '../game';

export const { GameContext, useGame, useTable, useEmitted } = gameHooks<
  AzacruSnapshot,
  AzacruEmitted,
  GameHandle
>();

/** The person's actions, sent through the table's one entry from outside (checked there). */
export function personActions(game: Pick<GameHandle, 'actor'>) {
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
