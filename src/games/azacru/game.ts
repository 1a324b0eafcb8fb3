// Creating an AZACRU game: the table actor on a pausable real clock, its experts in a Web Worker, from settings or a save; undo.
import { type Actor, createActor } from 'xstate';
import { PausableClock } from '../../lib/clock';
import { azacruMachine } from '../../../statecharts/azacru/table';
import { botParams } from './bots/presets';
import type { Entry } from './rules/record';
import type { PlayerCount } from './rules/board';
import { eventOfEntry } from './rules/entries';
import { step } from './rules/flow';
import { type AzacruState, newGame } from './rules/state';
import type { TableConfig, TableConfigInput } from './save/config';
import { type AzacruSave, toSave } from './save/save';
import type { SearchHost } from './worker/host';

export type TableActor = Actor<typeof azacruMachine>;

/** The person always plays player 1 (seat 0), at the bottom of the board. */
export const PERSON = 0;

export interface GameHandle {
  readonly actor: TableActor;
  readonly clock: PausableClock;
  readonly config: TableConfig;
  /** Where the experts search (and the hint button asks). */
  readonly host: SearchHost;
}

export type GameStart = { readonly config: TableConfigInput } | { readonly restore: AzacruSave };

/**
 * Starts a table actor on a new pausable clock with the given search host. `listen` is called
 * before the actor starts, so it hears every event (the first save among them). Bad settings or a
 * bad save throw here.
 */
export function startGame(
  start: GameStart,
  host: SearchHost,
  listen?: (actor: TableActor) => void,
): GameHandle {
  const clock = new PausableClock();
  const actor = createActor(azacruMachine, { clock, input: { ...start, clock, host } });
  listen?.(actor);
  actor.start();
  return { actor, clock, config: actor.getSnapshot().context.config, host };
}

/**
 * The save that takes back the person's last move (and the bots' moves after it): the moves up to
 * that turn and the position before it; null when the person has not moved yet.
 */
export function undoSave(config: TableConfig, moves: readonly Entry[]): AzacruSave | null {
  let state: AzacruState = newGame(config.players);
  let back: { at: number; state: AzacruState } | null = null;
  for (let i = 0; i < moves.length; i += 1) {
    const entry = moves[i];
    if (!entry || state.toMove === null) break;
    if (state.toMove === PERSON && !('pass' in entry)) back = { at: i, state };
    const r = step(state, eventOfEntry(entry, state.toMove), { autoPass: false });
    if (!r.ok) break;
    state = r.state;
  }
  return back ? toSave(config, moves.slice(0, back.at), back.state) : null;
}

/** The hint's searcher: the expert at the normal think time for this table. */
export const hintParams = (players: PlayerCount) => botParams('expert', players, 'normal');
