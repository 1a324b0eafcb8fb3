// A game's move list in the referee's record format: entries from accepted steps, and events from entries.
import type { Effect } from './effects';
import type { AzacruEvent } from './events';
import { fieldIndex, fieldName } from './fields';
import type { Entry } from './record';

/** The entry of a flow event: `{from, to[, twist]}` or `{pass: true}`. */
export function entryOf(event: AzacruEvent): Entry {
  if (event.type === 'PASS') return { pass: true };
  const entry = { from: fieldName(event.from), to: fieldName(event.to) };
  return event.twist ? { ...entry, twist: event.twist } : entry;
}

/**
 * The entries one accepted step adds: the event itself, then one pass for each pass the flow
 * inserted after it (a player with no move passes at once), so the list writes every turn out.
 */
export function entriesOfStep(event: AzacruEvent, effects: readonly Effect[]): Entry[] {
  const out: Entry[] = [entryOf(event)];
  for (const e of effects) if (e.type === 'pass' && e.forced) out.push({ pass: true });
  return out;
}

/** The flow event of an entry for the player to move. */
export function eventOfEntry(entry: Entry, player: number): AzacruEvent {
  if ('pass' in entry) return { type: 'PASS', player };
  return {
    type: 'MOVE',
    player,
    from: fieldIndex(entry.from),
    to: fieldIndex(entry.to),
    ...(entry.twist === 'left' || entry.twist === 'right' ? { twist: entry.twist } : {}),
  };
}

/**
 * The player of the entry at `index` of a game's move list: turns go round from player 1, one
 * entry each (a move or a pass), so the list never names its players.
 */
export function playerOfEntry(index: number, players: number): number {
  return index % players;
}
