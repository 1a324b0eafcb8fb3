// Headless BONANZA RUMMY: a table actor on a stepping clock with its emitted events recorded, played on; replay from a log.
import { type Actor, createActor } from 'xstate';
import type { Effect } from '../../src/games/bonanza/rules/effects';
import type { BonanzaEvent } from '../../src/games/bonanza/rules/events';
import { type TableConfigInput, tableConfig } from '../../src/games/bonanza/save/config';
import { decodeSave } from '../../src/games/bonanza/save/decode';
import type { BonanzaSave } from '../../src/games/bonanza/save/save';
import { SteppingClock } from '../../src/lib/clock';
import { sendPerson } from './person';
import { bonanzaMachine } from './table';
import type { BonanzaEmitted, LoggedMove } from './types';

export type BonanzaActor = Actor<typeof bonanzaMachine>;

export type StartWith = { readonly config: TableConfigInput } | { readonly restore: BonanzaSave };

export interface BonanzaRun {
  readonly actor: BonanzaActor;
  readonly clock: SteppingClock;
  /** Everything the table emitted, in order. */
  readonly emitted: BonanzaEmitted[];
}

/**
 * A started table on its own stepping clock, every emitted event recorded. Bad settings or a bad
 * save throw here (TableConfigError, SaveError), before any actor exists.
 */
export function startBonanza(start: StartWith, clock = new SteppingClock()): BonanzaRun {
  if ('restore' in start) decodeSave(start.restore);
  else tableConfig(start.config);
  const actor = createActor(bonanzaMachine, { clock, input: { ...start, clock } });
  const emitted: BonanzaEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, emitted };
}

export const isOver = (run: BonanzaRun): boolean => run.actor.getSnapshot().hasTag('over');

/** Fires timers until the game is over or none is left (a person holds up the table); true if over. */
export function runToEnd(run: BonanzaRun, limit = 5_000_000): boolean {
  run.clock.runUntil(() => isOver(run), limit);
  return isOver(run);
}

const NOT_EFFECTS: ReadonlySet<BonanzaEmitted['type']> = new Set([
  'step',
  'save',
  'refused',
  'timed-out',
]);

/** The flow's effects among the emitted events, as the flow made them (the caller's seat dropped). */
export function effectsOf(emitted: readonly BonanzaEmitted[]): Effect[] {
  const out: Effect[] = [];
  for (const e of emitted) {
    if (NOT_EFFECTS.has(e.type)) continue;
    if (e.type === 'call') {
      const { caller: _caller, ...effect } = e;
      out.push(effect);
    } else out.push(e as Effect);
  }
  return out;
}

/** The accepted events, in order: the game's full event log. */
export function stepsOf(emitted: readonly BonanzaEmitted[]): BonanzaEvent[] {
  return emitted.flatMap((e) => (e.type === 'step' ? [e.event] : []));
}

/** Plays a game again from its start (or its save) and a person's log: each event at its time. */
export function replayBonanza(start: StartWith, log: readonly LoggedMove[]): BonanzaRun {
  const run = startBonanza(start);
  for (const { t, event } of log) {
    run.clock.advanceTo(t);
    sendPerson(run.actor, event);
  }
  runToEnd(run);
  return run;
}
