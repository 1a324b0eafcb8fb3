// The position a move list reaches from the start, each entry judged by the turn flow: a save's moves must all be legal.
import type { PlayerCount } from '../rules/board';
import { eventOfEntry } from '../rules/entries';
import { step } from '../rules/flow';
import type { Entry } from '../rules/record';
import { type AzacruState, newGame } from '../rules/state';

export type ReplayResult =
  | { readonly ok: true; readonly state: AzacruState }
  | { readonly ok: false; readonly at: number; readonly message: string };

/** Plays `moves` from a new game as written (no pass is inserted); the first illegal entry stops it. */
export function replayEntries(players: PlayerCount, moves: readonly Entry[]): ReplayResult {
  let state = newGame(players);
  for (let i = 0; i < moves.length; i += 1) {
    const entry = moves[i];
    if (!entry) break;
    if (state.toMove === null) {
      return { ok: false, at: i, message: `the game is already over after move ${i}` };
    }
    const r = step(state, eventOfEntry(entry, state.toMove), { autoPass: false });
    if (!r.ok) return { ok: false, at: i, message: r.refusal.message };
    state = r.state;
  }
  return { ok: true, state };
}
