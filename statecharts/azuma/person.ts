// The one way in from outside for a person's input: any value becomes an event the table can judge; xstate's own never pass.
import type { AnyActorRef } from 'xstate';
import { quote } from '../../src/lib/quote';

/** What `personEvent` makes of a value that must never reach the table as it is. */
export interface UnreadableEvent {
  readonly type: 'unreadable';
  readonly what: string;
}

/**
 * The value as the table's event, or an `unreadable` one (refused by the table as malformed) when it
 * is not an object with a text type, or its type is one of xstate's own (`xstate.stop` would stop
 * the table, `xstate.error.*` fail it, `xstate.after.*` fire a timer early, `xstate.init` restart
 * nothing good), the wildcard `*`, or a bot's move (`bot.move`: bots send theirs from inside).
 * Everything else goes to the table, whose flow checks it (rules/event-schema.ts) and the seat.
 */
export function personEvent(value: unknown): UnreadableEvent | { readonly type: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { type: 'unreadable', what: quote(value) };
  let type: unknown;
  try {
    type = (value as { type?: unknown }).type;
  } catch {
    return { type: 'unreadable', what: 'a value that cannot be read' };
  }
  if (typeof type !== 'string' || type.startsWith('xstate.') || type === '*' || type === 'bot.move')
    return { type: 'unreadable', what: `type ${quote(type)}` };
  return value as { readonly type: string };
}

/** Sends a person's input (any value: a screen's, a test's, a replay log's) to a table actor. */
export function sendPerson(actor: AnyActorRef, value: unknown): void {
  actor.send(personEvent(value));
}
