// The table machine's work as plain plans: step the pure flow, then say what to assign, emit, schedule and show the bots.
import type { Effect } from '../../src/games/bonanza/rules/effects';
import type { BonanzaEvent, SeatEvent } from '../../src/games/bonanza/rules/events';
import { waitsFor } from '../../src/games/bonanza/rules/legal';
import { outOfTimeMove } from '../../src/games/bonanza/rules/out-of-time';
import { quote } from '../../src/games/bonanza/rules/refusals';
import type { BonanzaState } from '../../src/games/bonanza/rules/state';
import { step } from '../../src/games/bonanza/rules/step';
import { type SeatView, seatView } from '../../src/games/bonanza/rules/view';
import { tableEventFor } from '../../src/games/bonanza/sim/prepared';
import { personProblem, type TableRefusalCode } from '../../src/games/bonanza/sim/seats';
import { seatAt } from '../../src/games/bonanza/sim/timeline';
import type {
  BonanzaContext,
  BonanzaEmitted,
  BonanzaMachineEvent,
  BotMoveEvent,
  RefusalNote,
  StepSource,
  TurnClockEvent,
} from './types';

/** What one event makes the machine do; carried out by a single action, in this order. */
export interface Plan {
  readonly patch: Partial<BonanzaContext>;
  readonly emits: readonly BonanzaEmitted[];
  /** Turn clocks to stop, then to start (`delay` from now, firing at `at`). */
  readonly cancel: readonly number[];
  readonly arm: readonly { readonly seat: number; readonly at: number; readonly delay: number }[];
  /** Views for the bots the flow waited for before the step or waits for after it. */
  readonly views: readonly { readonly seat: number; readonly view: SeatView }[];
}

export const turnClockId = (seat: number) => `turn-clock-${seat}`;

const isPerson = (c: BonanzaContext, seat: number) => c.config.seats[seat]?.kind === 'person';

function emitted(e: Effect, dealer: number): BonanzaEmitted {
  return e.type === 'call' ? { ...e, caller: dealer } : e;
}

/** An event the flow accepted: the new state, its effects, turn clocks and the bots' views. */
export function acceptPlan(
  c: BonanzaContext,
  next: BonanzaState,
  effects: readonly Effect[],
  event: BonanzaEvent,
  by: StepSource,
  /** The seat whose own decision this was (its turn clock is done). */
  decided: number | null,
): Plan {
  const now = c.time.now();
  const prev = c.game;
  const deadlines = c.deadlines.slice();
  const cancel: number[] = [];
  const arm: { seat: number; at: number; delay: number }[] = [];
  const views: { seat: number; view: SeatView }[] = [];
  if (decided !== null && deadlines[decided] != null) {
    cancel.push(decided);
    deadlines[decided] = null;
  }
  for (let seat = 0; seat < next.players; seat += 1) {
    const waited = waitsFor(next, seat);
    if (c.bots[seat]) {
      if (waited || waitsFor(prev, seat)) views.push({ seat, view: seatView(next, seat) });
      continue;
    }
    if (!waited && deadlines[seat] != null) {
      cancel.push(seat);
      deadlines[seat] = null;
    } else if (waited && deadlines[seat] == null && c.config.turnClockMs !== null) {
      const at = seatAt(now, c.config.turnClockMs, seat);
      arm.push({ seat, at, delay: c.time.delayTo(at) });
      deadlines[seat] = at;
    }
  }
  const log = by === 'person' ? [...c.log, { t: c.time.raw(), event: event as SeatEvent }] : c.log;
  return {
    patch: { game: next, steps: c.steps + 1, log, deadlines },
    emits: [{ type: 'step', event, by, at: now }, ...effects.map((e) => emitted(e, next.dealer))],
    cancel,
    arm,
    views,
  };
}

function note(
  c: BonanzaContext,
  value: unknown,
  code: TableRefusalCode,
  reason: string,
  seat?: number,
): RefusalNote {
  const named = (value as { seat?: unknown } | null)?.seat;
  const type = (value as { type?: unknown } | null)?.type;
  return {
    seat: seat ?? (typeof named === 'number' && Number.isInteger(named) ? named : null),
    event: typeof type === 'string' ? type.slice(0, 60) : quote(type),
    code,
    reason,
    at: c.time.now(),
  };
}

/** An event refused: nothing changes but the last refusal, which is also emitted. */
export function refusePlan(
  c: BonanzaContext,
  value: unknown,
  code: TableRefusalCode,
  reason: string,
  seat?: number,
): Plan {
  const refusal = note(c, value, code, reason, seat);
  return {
    patch: { lastRefusal: refusal },
    emits: [{ type: 'refused', refusal }],
    cancel: [],
    arm: [],
    views: [],
  };
}

/** Anything from outside: a person's seat event, judged by the table's rules and then the flow's. */
export function personPlan(c: BonanzaContext, event: BonanzaMachineEvent): Plan {
  if (event.type === 'unreadable') {
    return refusePlan(c, event, 'malformed', `not an event of this game: ${event.what}`);
  }
  const problem = personProblem(event, (seat) => c.bots[seat] != null);
  if (problem) return refusePlan(c, event, problem.code, problem.reason);
  const r = step(c.game, event);
  if (!r.ok) return refusePlan(c, event, r.code, r.reason, r.seat);
  const seat = (event as SeatEvent).seat;
  return acceptPlan(c, r.state, r.effects, event as BonanzaEvent, 'person', seat);
}

/** A bot's decision, taken only from this table's own bot of that seat. */
export function botPlan(c: BonanzaContext, event: BotMoveEvent): Plan {
  const seat = event.move?.seat;
  if (typeof seat !== 'number' || c.bots[seat] == null || c.bots[seat] !== event.bot) {
    return refusePlan(c, event, 'malformed', 'a bot move that does not come from its seat’s bot');
  }
  const r = step(c.game, event.move);
  if (!r.ok) return refusePlan(c, event.move, r.code, r.reason, r.seat);
  return acceptPlan(c, r.state, r.effects, event.move, 'bot', seat);
}

/** A person's turn clock ran out: the safe choice for him (see `outOfTimeMove`). */
export function turnClockPlan(c: BonanzaContext, event: TurnClockEvent): Plan {
  const seat = event.seat;
  const move =
    Number.isInteger(seat) && c.deadlines[seat] === event.at && isPerson(c, seat)
      ? outOfTimeMove(c.game, seat)
      : null;
  if (!move) return refusePlan(c, event, 'table-only', 'the turn clock is the table’s own');
  const r = step(c.game, move);
  if (!r.ok) return refusePlan(c, move, r.code, r.reason, r.seat);
  const plan = acceptPlan(c, r.state, r.effects, move, 'turn-clock', seat);
  return { ...plan, emits: [{ type: 'timed-out', seat, move }, ...plan.emits] };
}

/** The table's own next event when its timer fires; a prepared deal that does not fit gives way to the seeded one. */
export function tablePlan(c: BonanzaContext): Plan {
  const e = tableEventFor(c.game, c.config.preparedDeals);
  if (!e)
    return refusePlan(
      c,
      { type: 'table' },
      'not-now',
      `the table has nothing to do (${c.game.phase})`,
    );
  const r = step(c.game, e);
  if (r.ok) return acceptPlan(c, r.state, r.effects, e, 'table', null);
  const seeded = e.type === 'deal' && e.cards ? step(c.game, { type: 'deal' }) : null;
  const refused = refusePlan(c, e, r.code, r.reason, r.seat);
  if (!seeded?.ok) return refused;
  const plan = acceptPlan(c, seeded.state, seeded.effects, { type: 'deal' }, 'table', null);
  return {
    ...plan,
    patch: { ...plan.patch, ...refused.patch },
    emits: [...refused.emits, ...plan.emits],
  };
}
