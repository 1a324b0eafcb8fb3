// What each move of a game's move list took: the passed fields it converted to its mover, and whether its chevron left the board.
import { eventOfEntry, playerOfEntry } from './entries';
import { step } from './flow';
import type { Entry } from './record';
import { newGame, type AzacruState } from './state';
import type { PlayerCount } from './board';

/** A move's gains: fields converted by a connection change (0 for any other move), and a removal. */
export interface MoveGain {
  readonly converted: number;
  readonly removed: boolean;
}

const NOTHING: MoveGain = { converted: 0, removed: false };

/**
 * The gains of every entry of a move list played from the set-up of `players` (null for a pass):
 * the list is replayed entry by entry, as the referee does. Entries after one the rules refuse
 * (a list that is not a game) gain nothing.
 */
export function gainsOf(players: PlayerCount, entries: readonly Entry[]): (MoveGain | null)[] {
  const out: (MoveGain | null)[] = [];
  let state: AzacruState | null = newGame(players);
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i] as Entry;
    if ('pass' in entry) out.push(null);
    if (state === null) {
      if (!('pass' in entry)) out.push(NOTHING);
      continue;
    }
    const r = step(state, eventOfEntry(entry, playerOfEntry(i, players)), { autoPass: false });
    if (!r.ok) {
      state = null;
      if (!('pass' in entry)) out.push(NOTHING);
      continue;
    }
    state = r.state;
    if ('pass' in entry) continue;
    let converted = 0;
    let removed = false;
    for (const e of r.effects) {
      if (e.type === 'convert') converted += 1;
      else if (e.type === 'removal') removed = true;
    }
    out.push(converted === 0 && !removed ? NOTHING : { converted, removed });
  }
  return out;
}
