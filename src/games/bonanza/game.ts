// Creating a BONANZA RUMMY game: the table actor on a pausable real clock, from settings or a save.
import { type Actor, createActor } from 'xstate';
import { PausableClock } from '../../lib/clock';
import { bonanzaMachine } from '../../../statecharts/bonanza/table';
import type { TableConfig, TableConfigInput } from './save/config';
import type { BonanzaSave } from './save/save';

export type TableActor = Actor<typeof bonanzaMachine>;

/** The person always plays seat 0, nearest the camera. */
export const PERSON = 0;

export interface GameHandle {
  readonly actor: TableActor;
  readonly clock: PausableClock;
  readonly config: TableConfig;
}

export type GameStart = { readonly config: TableConfigInput } | { readonly restore: BonanzaSave };

/**
 * Starts a table actor on a new pausable clock. `listen` is called before the actor starts, so it
 * hears every event (the first save among them). Bad settings or a bad save throw here.
 */
export function startGame(start: GameStart, listen?: (actor: TableActor) => void): GameHandle {
  const clock = new PausableClock();
  const actor = createActor(bonanzaMachine, { clock, input: { ...start, clock } });
  listen?.(actor);
  actor.start();
  const snapshot = actor.getSnapshot();
  if (snapshot.status === 'error') throw snapshot.error;
  return { actor, clock, config: snapshot.context.config };
}
