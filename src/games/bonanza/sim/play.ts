// The fast loop: one bots-only game stepping the flow on a simulated time queue, where think times advance the clock.
import { createRng, deriveSeed, type Rng } from '../../../lib/rng';
import { decide, decisionKind } from '../bots/decide';
import type { BonanzaBotParams } from '../bots/params';
import { thinkMs } from '../bots/think';
import type { BonanzaEvent, SeatEvent } from '../rules/events';
import { tableEvent } from '../rules/legal';
import type { OptionsInput } from '../rules/options';
import { step, stepInPlace } from '../rules/step';
import {
  type BonanzaState,
  chipsOnTable,
  cloneState,
  newGame,
  type TableState,
} from '../rules/state';
import { seatView } from '../rules/view';
import { invariantProblem } from './invariants';
import { TABLE_TIMING, type TableTiming } from './timing';

export interface PlayConfig {
  readonly players: number;
  readonly seed: number;
  /** One bot per seat. */
  readonly bots: readonly BonanzaBotParams[];
  readonly options?: OptionsInput;
  readonly stacks?: readonly number[];
  readonly timing?: TableTiming;
  /** `fast` updates one private state in place; `plain` steps immutable states with `step`. */
  readonly mode?: 'fast' | 'plain';
  /** Keep the event log (to replay the game, or write its record). */
  readonly keepLog?: boolean;
  /** Check the invariants after every step. */
  readonly check?: boolean;
  /** Measure each decision's wall time. */
  readonly timeDecisions?: boolean;
}

export interface SeatStats {
  decisions: number;
  /** Wall time spent deciding, in microseconds, and the longest single decision. */
  micros: number;
  maxMicros: number;
  /** Simulated think time, in ms. */
  thinkMs: number;
}

export interface GameResult {
  readonly state: BonanzaState;
  readonly hands: number;
  /** Simulated time the game took, in ms. */
  readonly clockMs: number;
  readonly steps: number;
  readonly log: BonanzaEvent[] | null;
  readonly seats: SeatStats[];
  readonly violations: string[];
}

/** A decision a seat has made and will send when its think time is up. */
interface Pending {
  at: number;
  event: SeatEvent;
}

/** Does the flow wait for this seat's decision (as `waitingFor`, without building a list)? */
function waits(s: BonanzaState, seat: number): boolean {
  switch (s.phase) {
    case 'widow':
    case 'bidding':
    case 'betting':
    case 'lead':
      return s.turn === seat;
    case 'showing':
    case 'fives':
      return s.pending[seat] === true;
    default:
      return false;
  }
}

/** The seeded generator of each seat's bot. */
export function botRngs(seed: number, players: number): Rng[] {
  return Array.from({ length: players }, (_, seat) => createRng(deriveSeed(seed, `bot ${seat}`)));
}

/** Plays one game of bots to the end. */
export function playBonanzaGame(config: PlayConfig): GameResult {
  const n = config.players;
  if (config.bots.length !== n) throw new Error(`${config.bots.length} bots for ${n} players`);
  const timing = config.timing ?? TABLE_TIMING;
  const fast = config.mode !== 'plain';
  let state: TableState = cloneState(
    newGame({
      players: n,
      seed: config.seed,
      ...(config.options ? { options: config.options } : {}),
      ...(config.stacks ? { stacks: config.stacks } : {}),
    }),
  );
  const startChips = chipsOnTable(state);
  const rngs = botRngs(config.seed, n);
  const seats: SeatStats[] = Array.from({ length: n }, () => ({
    decisions: 0,
    micros: 0,
    maxMicros: 0,
    thinkMs: 0,
  }));
  const pending: (Pending | null)[] = new Array<Pending | null>(n).fill(null);
  const log: BonanzaEvent[] | null = config.keepLog ? [] : null;
  const violations: string[] = [];
  let clock = 0;
  let steps = 0;

  const apply = (e: BonanzaEvent): void => {
    steps += 1;
    log?.push(e);
    if (fast) {
      const refused = stepInPlace(state, e, null);
      if (refused) throw new Error(`refused ${JSON.stringify(e)}: ${refused.reason}`);
    } else {
      const r = step(state, e);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(e)}: ${r.reason}`);
      state = r.state as TableState;
    }
    if (config.check) {
      const bad = invariantProblem(state, startChips);
      if (bad && violations.length < 20) violations.push(`hand ${state.hand}: ${bad}`);
    }
  };

  while (state.phase !== 'over') {
    const table = tableEvent(state);
    if (table) {
      clock += timing[table.type];
      apply(table);
      continue;
    }
    let next = -1;
    for (let seat = 0; seat < n; seat += 1) {
      if (!waits(state, seat)) continue;
      let p = pending[seat] ?? null;
      if (!p) {
        const bot = config.bots[seat] as BonanzaBotParams;
        const rng = rngs[seat] as Rng;
        const view = seatView(state, seat);
        const started = config.timeDecisions ? performance.now() : 0;
        const event = decide(view, bot, rng);
        const stats = seats[seat] as SeatStats;
        if (config.timeDecisions) {
          const micros = (performance.now() - started) * 1000;
          stats.micros += micros;
          if (micros > stats.maxMicros) stats.maxMicros = micros;
        }
        if (!event) throw new Error(`seat ${seat} has nothing to do in ${state.phase}`);
        const think = thinkMs(bot, decisionKind(view), rng);
        stats.decisions += 1;
        stats.thinkMs += think;
        p = { at: clock + think, event };
        pending[seat] = p;
      }
      if (next < 0 || p.at < (pending[next] as Pending).at) next = seat;
    }
    const chosen = pending[next];
    if (!chosen) throw new Error(`nobody to wait for in ${state.phase}`);
    pending[next] = null;
    clock = chosen.at;
    apply(chosen.event);
    // Decisions of seats no longer waited for are void (the call resolved, the turn moved).
    for (let seat = 0; seat < n; seat += 1) if (!waits(state, seat)) pending[seat] = null;
  }
  return { state, hands: state.hand, clockMs: clock, steps, log, seats, violations };
}
