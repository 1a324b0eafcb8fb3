// A person's input from a screen, any value, as an event the table can judge: xstate's own event types never pass.
import { quote } from '../../src/games/azacru/rules/quote';
import type { AnyActorRef } from 'xstate';
import type { AzacruMachineEvent } from './types';

/**
 * The value as the table's event, or an `unreadable` one (refused) when it is not an object with a
 * text type, or when its type is one of xstate's own (`xstate.stop` would stop the table,
 * `xstate.error.*` fail it, the wildcard `*` is refused by xstate with an error). Everything else
 * goes to the table, which refuses what it must.
 */
export function personEvent(value: unknown): AzacruMachineEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { type: 'unreadable', what: quote(value), reserved: false };
  }
  const type: unknown = (value as { type?: unknown }).type;
  if (typeof type !== 'string') {
    return { type: 'unreadable', what: `type ${quote(type)}`, reserved: false };
  }
  if (type.startsWith('xstate.') || type === '*') {
    return { type: 'unreadable', what: `type ${quote(type)}`, reserved: true };
  }
  return value as AzacruMachineEvent;
}

/** Sends a person's input to a table actor. */
export function sendPerson(actor: AnyActorRef, value: unknown): void {
  actor.send(personEvent(value));
}
