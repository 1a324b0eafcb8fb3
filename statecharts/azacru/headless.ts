// Headless AZACRU: a table actor on a stepping clock with its emitted events recorded, played on; replay from a move list.
import { type Actor, createActor } from 'xstate';
import type { Effect } from '../../src/games/azacru/rules/effects';
import type { AzacruEvent } from '../../src/games/azacru/rules/events';
import type { Entry } from '../../src/games/azacru/rules/record';
import { type TableConfigInput, tableConfig } from '../../src/games/azacru/save/config';
import { decodeSave } from '../../src/games/azacru/save/decode';
import type { AzacruSave } from '../../src/games/azacru/save/save';
import type { SearchHost } from '../../src/games/azacru/worker/host';
import { SteppingClock } from '../../src/lib/clock';
import { azacruMachine } from './table';
import type { AzacruEmitted } from './types';

export type AzacruActor = Actor<typeof azacruMachine>;

export type StartWith =
  | { readonly config: TableConfigInput }
  | { readonly restore: AzacruSave | string }
  | { readonly replay: AzacruSave | string };

export interface AzacruRun {
  readonly actor: AzacruActor;
  readonly clock: SteppingClock;
  /** Everything the table emitted, in order. */
  readonly emitted: AzacruEmitted[];
  /** The clock's time of each emitted event. */
  readonly times: number[];
}

/**
 * A started table on its own stepping clock, every emitted event recorded; the experts search in
 * this thread in slices on the same clock unless a host is given. Bad settings or a bad save throw
 * here (TableConfigError, SaveError), before any actor exists.
 */
export function startAzacru(
  start: StartWith,
  clock = new SteppingClock(),
  host?: SearchHost,
): AzacruRun {
  if ('restore' in start) decodeSave(start.restore);
  else if ('replay' in start) decodeSave(start.replay);
  else tableConfig(start.config);
  const actor = createActor(azacruMachine, {
    clock,
    input: { ...start, clock, ...(host ? { host } : {}) },
  });
  const emitted: AzacruEmitted[] = [];
  const times: number[] = [];
  actor.on('*', (e) => {
    emitted.push(e);
    times.push(clock.now());
  });
  actor.start();
  return { actor, clock, emitted, times };
}

export const isOver = (run: AzacruRun): boolean => run.actor.getSnapshot().hasTag('over');

/** Fires timers until the game is over or none is left (a person holds up the table); true if over. */
export function runToEnd(run: AzacruRun, limit = 5_000_000): boolean {
  run.clock.runUntil(() => isOver(run), limit);
  return isOver(run);
}

const NOTICES: ReadonlySet<AzacruEmitted['type']> = new Set([
  'step',
  'turn',
  'thinking',
  'selection',
  'save',
  'refused',
]);

/** The flow's effects among the emitted events, in order: exactly the effects the flow made. */
export function effectsOf(emitted: readonly AzacruEmitted[]): Effect[] {
  return emitted.filter((e): e is Effect => !NOTICES.has(e.type));
}

/** The accepted events, in order. */
export function stepsOf(emitted: readonly AzacruEmitted[]): AzacruEvent[] {
  return emitted.flatMap((e) => (e.type === 'step' ? [e.event] : []));
}

/** The game's move list so far (the referee's entries, forced passes written out). */
export const movesOf = (run: AzacruRun): readonly Entry[] => run.actor.getSnapshot().context.moves;
