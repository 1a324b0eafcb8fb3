// The fast loop: one game stepping the flow on the shared timeline, where the table's pace and bots' think times advance a simulated clock.
import type { Rng } from '../../../lib/rng';
import { decide, decisionKind } from '../bots/decide';
import type { BonanzaBotParams } from '../bots/params';
import { botRng } from '../bots/stream';
import { thinkMs } from '../bots/think';
import type { Effect } from '../rules/effects';
import type { BonanzaEvent } from '../rules/events';
import { waitsFor } from '../rules/legal';
import type { OptionsInput } from '../rules/options';
import { outOfTimeMove } from '../rules/out-of-time';
import { step, stepInPlace } from '../rules/step';
import {
  type BonanzaState,
  chipsOnTable,
  cloneState,
  handOf,
  newGame,
  type TableState,
} from '../rules/state';
import { seatView } from '../rules/view';
import { invariantProblem } from './invariants';
import { type PreparedDeal, tableEventFor } from './prepared';
import { personProblem } from './seats';
import { onGrid, seatAt, tableAt } from './timeline';
import { TABLE_TIMING, type TableTiming } from './timing';

/** A person's event and when it came, in ms since the game (or the restored hand) started. */
export interface PersonMove {
  readonly t: number;
  readonly event: unknown;
}

export interface PlayConfig {
  readonly players: number;
  readonly seed: number;
  /** One per seat: a bot's figures, or null for a person (whose events come from `people`). */
  readonly bots: readonly (BonanzaBotParams | null)[];
  readonly options?: OptionsInput;
  readonly stacks?: readonly number[];
  /** The first dealer; drawn from the seed when absent. */
  readonly dealer?: number;
  readonly timing?: TableTiming;
  /** Deals given for the first hands instead of the seeded ones. */
  readonly preparedDeals?: readonly PreparedDeal[];
  /** People's events in time order, and the turn clock that decides for a person out of time. */
  readonly people?: {
    readonly moves: readonly PersonMove[];
    readonly turnClockMs?: number | null;
  };
  /** Play on from this state (a game restored at the start of a hand) instead of a new game. */
  readonly from?: BonanzaState;
  /** `fast` updates one private state in place; `plain` steps immutable states with `step`. */
  readonly mode?: 'fast' | 'plain';
  /** Keep the log of accepted events (to replay the game, or write its record). */
  readonly keepLog?: boolean;
  /** Keep every effect of every step, in order. */
  readonly keepEffects?: boolean;
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
  /** Simulated time the game took, in ms (the time of its last event). */
  readonly clockMs: number;
  readonly steps: number;
  readonly log: BonanzaEvent[] | null;
  readonly effects: Effect[] | null;
  readonly seats: SeatStats[];
  readonly violations: string[];
  /** Decisions the turn clock made for people out of time. */
  readonly timeouts: number;
  /** The game stopped before its end, waiting for a person who sent nothing more. */
  readonly waiting: boolean;
}

const NONE = -1;
const NO_CARDS: readonly number[] = [];
const TABLE = -2;

/**
 * Plays one game to its end (or until it waits for a person with nothing more to send).
 *
 * The order of events is the timeline's (see timeline.ts), the same as the statechart's: after each
 * accepted step the table arms its timer when the flow waits for the table, a bot that the flow newly
 * waits for samples its think time and wakes up in its lane, a person newly waited for starts his
 * turn clock; a seat no longer waited for loses its pending wake-up. At a wake-up the bot decides
 * from its seat view as it is then. A person's event at time t comes after every timer due at t.
 */
export function playBonanzaGame(config: PlayConfig): GameResult {
  const n = config.players;
  if (config.bots.length !== n) throw new Error(`${config.bots.length} seats for ${n} players`);
  const timing = config.timing ?? TABLE_TIMING;
  const fast = config.mode !== 'plain';
  let state: TableState = cloneState(
    config.from ??
      newGame({
        players: n,
        seed: config.seed,
        ...(config.options ? { options: config.options } : {}),
        ...(config.stacks ? { stacks: config.stacks } : {}),
        ...(config.dealer !== undefined ? { dealer: config.dealer } : {}),
      }),
  );
  const startChips = chipsOnTable(state);
  const rngs: (Rng | null)[] = new Array<Rng | null>(n).fill(null);
  const rngHands: number[] = new Array<number>(n).fill(-1);
  const seats: SeatStats[] = Array.from({ length: n }, () => ({
    decisions: 0,
    micros: 0,
    maxMicros: 0,
    thinkMs: 0,
  }));
  /** Each seat's pending timer: a bot's wake-up or a person's turn clock (NONE: none). */
  const wake: number[] = new Array<number>(n).fill(NONE);
  const moves = config.people?.moves ?? [];
  const turnClockMs = config.people?.turnClockMs ?? null;
  const log: BonanzaEvent[] | null = config.keepLog ? [] : null;
  const effects: Effect[] | null = config.keepEffects ? [] : null;
  const violations: string[] = [];
  let tableDue = NONE;
  /** The time of the last event (a person's may fall between the grid's points) and on the grid. */
  let raw = 0;
  let now = 0;
  let steps = 0;
  let timeouts = 0;
  let nextMove = 0;
  let waiting = false;

  const isBot = (seat: number) => config.bots[seat] != null;
  const rngOf = (seat: number): Rng => {
    let rng = rngs[seat];
    if (!rng || rngHands[seat] !== state.hand) {
      rng = botRng(config.seed, seat, state.hand);
      rngs[seat] = rng;
      rngHands[seat] = state.hand;
    }
    return rng;
  };

  const accepted = (e: BonanzaEvent): true => {
    steps += 1;
    log?.push(e);
    if (config.check) {
      const bad = invariantProblem(state, startChips);
      if (bad && violations.length < 20) violations.push(`hand ${state.hand}: ${bad}`);
    }
    return true;
  };

  /** Steps an event the loop made itself (well formed); false (nothing changed) when refused. */
  const apply = (e: BonanzaEvent): boolean => {
    if (fast) {
      if (stepInPlace(state, e, effects)) return false;
    } else {
      const r = step(state, e);
      if (!r.ok) return false;
      state = r.state as TableState;
      effects?.push(...r.effects);
    }
    return accepted(e);
  };

  /** Steps a person's event, any value: through the event schema, as the statechart does. */
  const applyPerson = (value: unknown): boolean => {
    const r = step(state, value);
    if (!r.ok) return false;
    state = r.state as TableState;
    effects?.push(...r.effects);
    return accepted(value as BonanzaEvent);
  };

  /** After a step: the table's timer, new wake-ups and turn clocks, void ones. */
  const arm = (): void => {
    const table = tableEventFor(state, config.preparedDeals);
    tableDue = table ? tableAt(now, timing[table.type]) : NONE;
    for (let seat = 0; seat < n; seat += 1) {
      if (!waitsFor(state, seat)) {
        wake[seat] = NONE;
        continue;
      }
      if (wake[seat] !== NONE) continue;
      const bot = config.bots[seat];
      if (bot) {
        // Only a lead's kind depends on the cards: no full view is built for the others.
        const cards = state.phase === 'lead' ? handOf(state, seat) : NO_CARDS;
        const kind = decisionKind({ phase: state.phase, colour: state.colour, cards });
        const think = thinkMs(bot, kind, rngOf(seat));
        const stats = seats[seat] as SeatStats;
        stats.decisions += 1;
        stats.thinkMs += think;
        wake[seat] = seatAt(now, think, seat);
      } else if (turnClockMs !== null) {
        wake[seat] = seatAt(now, turnClockMs, seat);
      }
    }
  };

  arm();
  while (state.phase !== 'over') {
    let due = tableDue;
    let who = due === NONE ? NONE : TABLE;
    for (let seat = 0; seat < n; seat += 1) {
      const at = wake[seat] as number;
      if (at !== NONE && (due === NONE || at < due)) {
        due = at;
        who = seat;
      }
    }
    const move = moves[nextMove];
    if (move && (due === NONE || move.t < due)) {
      nextMove += 1;
      raw = Math.max(raw, move.t);
      now = onGrid(raw);
      if (personProblem(move.event, isBot)) continue;
      if (!applyPerson(move.event)) continue;
      const seat = (move.event as { seat: number }).seat;
      wake[seat] = NONE;
      arm();
      continue;
    }
    if (who === NONE) {
      waiting = true;
      break;
    }
    raw = due;
    now = due;
    if (who === TABLE) {
      const table = tableEventFor(state, config.preparedDeals);
      if (!table) throw new Error(`no table event in ${state.phase}`);
      // A prepared deal that does not fit the hand is refused: the seeded deal instead.
      if (!apply(table) && !(table.type === 'deal' && apply({ type: 'deal' }))) {
        throw new Error(`refused ${JSON.stringify(table)}`);
      }
      arm();
      continue;
    }
    wake[who] = NONE;
    const bot = config.bots[who];
    let event: BonanzaEvent | null;
    if (bot) {
      const view = seatView(state, who);
      const started = config.timeDecisions ? performance.now() : 0;
      event = decide(view, bot, rngOf(who));
      if (config.timeDecisions) {
        const stats = seats[who] as SeatStats;
        const micros = (performance.now() - started) * 1000;
        stats.micros += micros;
        if (micros > stats.maxMicros) stats.maxMicros = micros;
      }
    } else {
      event = outOfTimeMove(state, who);
      timeouts += 1;
    }
    if (!event || !apply(event)) {
      throw new Error(`seat ${who} in ${state.phase}: ${JSON.stringify(event)} refused`);
    }
    arm();
  }
  return {
    state,
    hands: state.hand,
    clockMs: now,
    steps,
    log,
    effects,
    seats,
    violations,
    timeouts,
    waiting,
  };
}
