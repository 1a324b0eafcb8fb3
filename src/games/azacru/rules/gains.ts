// What each move of a game's move list took: the passed fields it converted to its mover, and whether its chevron left the board.
import type { PlayerCount } from './board';
import { eventOfEntry, playerOfEntry } from './entries';
import { step } from './flow';
import type { Entry } from './record';
import { type AzacruState, newGame } from './state';

/** A move's gains: fields converted by a connection change (0 for any other move), which, and a removal. */
export interface MoveGain {
  readonly converted: number;
  /** The converted fields, from the start outwards. */
  readonly taken: readonly number[];
  readonly removed: boolean;
}

/** A move list's gains so far, with the position after it (null once an entry was refused). */
export interface GainsRun {
  readonly players: PlayerCount;
  readonly entries: readonly Entry[];
  /** By entry: null for a pass. */
  readonly gains: readonly (MoveGain | null)[];
  readonly state: AzacruState | null;
}

const NOTHING: MoveGain = { converted: 0, taken: [], removed: false };

/**
 * The gains of every entry of a move list played from the set-up of `players`, replayed entry by
 * entry as the referee does. Entries after one the rules refuse (a list that is not a game) gain
 * nothing. Given the run of an earlier list that this one extends (the same entries first), only
 * the new entries are played: a table's list grows by a step at a time.
 */
export function gainsRun(
  players: PlayerCount,
  entries: readonly Entry[],
  earlier: GainsRun | null = null,
): GainsRun {
  const extends_ =
    earlier !== null &&
    earlier.players === players &&
    earlier.entries.length <= entries.length &&
    earlier.entries.every((e, i) => entries[i] === e);
  const gains: (MoveGain | null)[] = extends_ ? earlier.gains.slice() : [];
  let state: AzacruState | null = extends_ ? earlier.state : newGame(players);
  for (let i = gains.length; i < entries.length; i += 1) {
    const entry = entries[i] as Entry;
    const pass = 'pass' in entry;
    const r =
      state === null
        ? null
        : step(state, eventOfEntry(entry, playerOfEntry(i, players)), { autoPass: false });
    if (r === null || !r.ok) {
      state = null;
      gains.push(pass ? null : NOTHING);
      continue;
    }
    state = r.state;
    if (pass) {
      gains.push(null);
      continue;
    }
    const taken: number[] = [];
    let removed = false;
    for (const e of r.effects) {
      if (e.type === 'convert') taken.push(e.field);
      else if (e.type === 'removal') removed = true;
    }
    gains.push(
      taken.length === 0 && !removed ? NOTHING : { converted: taken.length, taken, removed },
    );
  }
  return { players, entries, gains, state };
}

/** The gains of every entry of a move list (null for a pass): see gainsRun. */
export function gainsOf(players: PlayerCount, entries: readonly Entry[]): (MoveGain | null)[] {
  return gainsRun(players, entries).gains.slice();
}
