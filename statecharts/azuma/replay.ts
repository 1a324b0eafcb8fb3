// Replay: a seed and the timed log of people's events play a game again, identically.
import type { Scorebook } from '../../src/games/azuma/rules';
import { runToEnd, watchTable } from './headless';
import { sendPerson } from './person';
import type { LoggedEvent, TableConfig } from '../../src/games/azuma/flow/types';

/** Plays `config` on a stepping clock, sending each logged event at its time; returns the final sheet. */
export function replay(
  config: TableConfig,
  log: readonly LoggedEvent[],
): { book: Scorebook; log: readonly LoggedEvent[] } {
  const run = watchTable(config, undefined, false);
  const start = run.clock.now();
  for (const { t, event } of log) {
    run.clock.advanceTo(start + t);
    sendPerson(run.actor, event.type === 'GRAB' ? { ...event, at: start + event.at } : event);
  }
  runToEnd(run);
  const ctx = run.actor.getSnapshot().context;
  run.actor.stop();
  return { book: ctx.book, log: ctx.log };
}
