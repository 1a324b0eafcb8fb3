// The referee: plays a recorded game through the turn flow and reports markers, chevrons, turn, end and legal moves.
import * as v from 'valibot';
import { eventOfEntry } from './entries';
import { legalMoves, step } from './flow';
import { EntrySchema, RecordSchema } from './record';
import { newGame, scoresOf } from './state';
import { winnersOf } from './score';

/** A record that cannot be refereed; `message` says what and where (at most about 200 characters). */
export class AzacruRecordError extends Error {
  constructor(message: string) {
    super(message.length > 200 ? `${message.slice(0, 197)}...` : message);
    this.name = 'AzacruRecordError';
  }
}

/** The referee's verdict; players are numbered 1..n as in AZACRU.md. */
export interface AzacruVerdict {
  readonly markers: number[];
  readonly chevrons: number[];
  readonly toMove: number | null;
  readonly over: boolean;
  readonly winners: number[];
  readonly legalMoves: number;
}

/** Plays a parsed-JSON record; throws AzacruRecordError for any invalid record. */
export function refereeAzacru(value: unknown): AzacruVerdict {
  const record = v.safeParse(RecordSchema, value, { abortEarly: true });
  if (!record.success) throw new AzacruRecordError(record.issues[0].message);
  let state = newGame(record.output.players);
  record.output.moves.forEach((raw, i) => {
    const at = `move ${i + 1}`;
    const entry = v.safeParse(EntrySchema, raw);
    if (!entry.success) throw new AzacruRecordError(`${at}: ${entry.issues[0].message}`);
    if (state.over || state.toMove === null) {
      throw new AzacruRecordError(`${at}: the game is already over after move ${i}`);
    }
    const r = step(state, eventOfEntry(entry.output, state.toMove), { autoPass: false });
    if (!r.ok) throw new AzacruRecordError(`${at}: ${r.refusal.message}`);
    state = r.state;
  });
  const markers = scoresOf(state);
  const chevrons = new Array<number>(state.players).fill(0);
  for (const c of state.chevrons) chevrons[c.player] = (chevrons[c.player] ?? 0) + 1;
  return {
    markers,
    chevrons,
    toMove: state.toMove === null ? null : state.toMove + 1,
    over: state.over,
    winners: state.over ? winnersOf(markers).map((p) => p + 1) : [],
    legalMoves: legalMoves(state).length,
  };
}
