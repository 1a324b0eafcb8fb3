// React access to the running BONANZA RUMMY game: the handle, narrow selectors, emitted events, and the person's decisions.
import { gameHooks } from '../../../lib/game-hooks';
import { sendPerson } from '../../../../statecharts/bonanza/person';
import type { BonanzaSnapshot } from '../../../../statecharts/bonanza/selectors';
import type { BonanzaEmitted } from '../../../../statecharts/bonanza/types';
import type { Card } from '../rules/cards';
import type { CallName, PokerAction } from '../rules/events';
import { type GameHandle, PERSON } from '../game';

export const { GameContext, useGame, useTable, useEmitted } = gameHooks<
  BonanzaSnapshot,
  BonanzaEmitted,
  GameHandle
>();

/** The person's decisions, sent through the table's one entry from outside (checked there). */
export function personActions(game: GameHandle) {
  const send = (e: Record<string, unknown>) => sendPerson(game.actor, { ...e, seat: PERSON });
  return {
    widow: (choice: 'swap' | 'sell') => send({ type: 'widow', choice }),
    bid: (amount: number) => send({ type: 'bid', amount }),
    pass: () => send({ type: 'pass' }),
    show: (call: CallName, cards: readonly Card[]) => send({ type: 'show', call, cards }),
    keep: (call: CallName) => send({ type: 'keep', call }),
    poker: (action: PokerAction) => send({ type: 'poker', action }),
    five: (cards: readonly Card[]) => send({ type: 'five', cards }),
    lead: (card: Card) => send({ type: 'lead', card }),
  };
}
export type PersonActions = ReturnType<typeof personActions>;
