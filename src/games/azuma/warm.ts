// Warms the grab path once, off the real table, so that the person's first grab is as quick as later ones.
import { createActor } from 'xstate';
import { PausableClock } from '../../lib/clock';
import { sendPerson } from '../../../statecharts/azuma/person';
import { tableMachine } from '../../../statecharts/azuma/table';
import type { TableConfig } from './flow/types';
import { PERSON } from './game';

/**
 * Runs a throwaway table of the same shape to its first grab and stops it: the engine then has the
 * grab transition compiled before the person's first tap. Nothing listens to it; nothing is saved.
 */
export function warmGrabPath(config: TableConfig): void {
  const clock = new PausableClock();
  const actor = createActor(tableMachine, { clock, input: { config, clock } });
  try {
    actor.start();
    sendPerson(actor, { type: 'GRAB', player: PERSON, stick: 0, at: clock.now() });
    sendPerson(actor, { type: 'GRAB', player: PERSON, stick: 1, at: clock.now() });
  } finally {
    actor.stop();
  }
}

/** Warms the grab path when the browser is next idle (at most half a second from now); returns a cancel. */
export function warmGrabPathSoon(config: TableConfig): () => void {
  const run = () => {
    try {
      warmGrabPath(config);
    } catch {
      // Only a speed-up: a failure here must never touch the real game.
    }
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
