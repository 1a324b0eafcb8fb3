// The table machine's work as plain plans: judge an event, step the pure flow, and say what to assign and emit.
import * as v from 'valibot';
import { entriesOfStep, eventOfEntry } from '../../src/games/azacru/rules/entries';
import type { AzacruEvent } from '../../src/games/azacru/rules/events';
import { legalMoves, type StepResult, step } from '../../src/games/azacru/rules/flow';
import { quote } from '../../src/games/azacru/rules/quote';
import { issueText } from '../../src/games/azacru/save/config';
import { toSave } from '../../src/games/azacru/save/save';
import { beatsOf } from './beats';
import { choose, NO_SELECTION } from './choice';
import { PERSON_EVENT_TYPES, PersonEventSchema } from './person-events';
import type {
  AzacruContext,
  AzacruEmitted,
  BotMoveEvent,
  BotThinkingEvent,
  RefusalNote,
  StepSource,
  TableRefusalCode,
} from './types';

/** What one event makes the machine do: assign, then emit, in this order (one action carries it out). */
export interface Plan {
  readonly patch: Partial<AzacruContext>;
  readonly emits: readonly AzacruEmitted[];
}

const NOTHING: Plan = { patch: {}, emits: [] };

/** Ms since the table started. */
export const tableNow = (c: AzacruContext): number => c.clock.now() - c.startedAt;

/** Is the table at rest: no beat on show, no replay running, the game not over? */
export const atRest = (c: AzacruContext): boolean =>
  c.beat === null && c.script.length === 0 && !c.game.over;

export const isBotSeat = (c: AzacruContext, seat: number): boolean => c.bots[seat] != null;

/** The bot whose turn it is, when the table waits for one. */
export const botToMove = (c: AzacruContext) =>
  atRest(c) && c.game.toMove !== null ? (c.bots[c.game.toMove] ?? null) : null;

function note(
  c: AzacruContext,
  value: unknown,
  code: TableRefusalCode,
  reason: string,
): RefusalNote {
  const named = (value as { player?: unknown } | null)?.player;
  const type = (value as { type?: unknown } | null)?.type;
  return {
    player: typeof named === 'number' && Number.isInteger(named) ? named : null,
    event: typeof type === 'string' ? type.slice(0, 60) : quote(type),
    code,
    reason,
    at: tableNow(c),
  };
}

/** An event refused: nothing changes but the last refusal, which is also emitted. */
export function refusePlan(
  c: AzacruContext,
  value: unknown,
  code: TableRefusalCode,
  reason: string,
): Plan {
  const refusal = note(c, value, code, reason);
  return { patch: { lastRefusal: refusal }, emits: [{ type: 'refused', refusal }] };
}

/** A step the flow accepted: the new position, its move list and save, and its beats to show. */
export function acceptPlan(
  c: AzacruContext,
  r: Extract<StepResult, { ok: true }>,
  event: AzacruEvent,
  by: StepSource,
  script: AzacruContext['script'] = c.script,
): Plan {
  const { beats, tail } = beatsOf(r.effects, c.config.pace);
  const [first, ...rest] = beats;
  const moves = [...c.moves, ...entriesOfStep(event, r.effects)];
  return {
    patch: {
      game: r.state,
      before: c.game,
      legal: legalMoves(r.state),
      selection: NO_SELECTION,
      beat: first ?? null,
      beats: rest,
      tail,
      moves,
      script,
      steps: c.steps + 1,
      thinking: null,
      finalRound: c.finalRound || (first?.effects.some((e) => e.type === 'finalRound') ?? false),
    },
    emits: [
      { type: 'step', event, by, at: tableNow(c) },
      ...(first?.effects ?? []),
      { type: 'save', save: toSave(c.config, moves, r.state) },
    ],
  };
}

/** The beat on show is over: the next one starts, or the tail (whose turn, game over) is shown. */
export function nextBeatPlan(c: AzacruContext): Plan {
  const [first, ...rest] = c.beats;
  if (!first) return { patch: { beat: null, before: null, tail: [] }, emits: c.tail };
  return {
    patch: {
      beat: first,
      beats: rest,
      finalRound: c.finalRound || first.effects.some((e) => e.type === 'finalRound'),
    },
    emits: first.effects,
  };
}

/** Anything from outside: a person's event, judged by the table's rules, the choice's and the flow's. */
export function personPlan(c: AzacruContext, value: unknown): Plan {
  const type = (value as { type?: unknown } | null)?.type;
  if (type === 'unreadable') {
    const u = value as { what?: unknown; reserved?: unknown };
    return u.reserved === true
      ? refusePlan(c, value, 'unknown-event', `${String(u.what)} is the state machine's own`)
      : refusePlan(c, value, 'malformed', `not an event: ${String(u.what)}`);
  }
  if (typeof type !== 'string' || !PERSON_EVENT_TYPES.has(type)) {
    return refusePlan(c, value, 'unknown-event', `no event ${quote(type)} at this table`);
  }
  const parsed = v.safeParse(PersonEventSchema, value, { abortEarly: true });
  if (!parsed.success) {
    return refusePlan(c, value, 'malformed', `${type}: ${issueText(parsed.issues)}`);
  }
  const e = parsed.output;
  const who = `player ${e.player + 1}`;
  if (e.player >= c.config.players) {
    return refusePlan(c, e, 'not-a-seat', `${who} is not at this ${c.config.players}-player table`);
  }
  if (isBotSeat(c, e.player)) {
    return refusePlan(c, e, 'bot-seat', `${who} is a bot: its seat takes only its own decisions`);
  }
  if (c.game.over) return refusePlan(c, e, 'game-over', 'the game is over');
  if (!atRest(c)) {
    const what = c.script.length > 0 ? 'a replay is running' : 'the last turn is still on show';
    return refusePlan(c, e, 'busy', `wait: ${what}`);
  }
  if (e.player !== c.game.toMove) {
    return refusePlan(
      c,
      e,
      'not-your-turn',
      `it is player ${(c.game.toMove ?? 0) + 1}'s turn, not ${e.player + 1}'s`,
    );
  }
  if (e.type === 'MOVE' || e.type === 'PASS') return stepPlan(c, e, 'person');
  const r = choose(c.game, c.legal, c.selection, e);
  if (!r.ok) return refusePlan(c, e, r.code, r.reason);
  if (r.move) return stepPlan(c, r.move, 'person');
  return {
    patch: { selection: r.selection },
    emits: [{ type: 'selection', player: e.player, selection: r.selection }],
  };
}

/** Steps the flow with an event; refused, the flow's code and reason are the table's. */
function stepPlan(c: AzacruContext, event: AzacruEvent, by: StepSource): Plan {
  const r = step(c.game, event);
  if (!r.ok) return refusePlan(c, event, r.refusal.code, r.refusal.message);
  return acceptPlan(c, r, event, by);
}

/** Is this event from the bot whose turn the table waits for, about this turn? */
function fromBotToMove(c: AzacruContext, e: BotMoveEvent | BotThinkingEvent): boolean {
  const bot = botToMove(c);
  return bot !== null && e.bot === bot && e.turn === c.game.turn;
}

/** A bot's move, taken only from the bot whose turn it is, for this turn. */
export function botPlan(c: AzacruContext, e: BotMoveEvent): Plan {
  if (!fromBotToMove(c, e)) {
    return refusePlan(c, e, 'malformed', 'a bot move that does not come from the bot to move');
  }
  const player = c.game.toMove ?? 0;
  const m = e.move;
  const event: AzacruEvent = m
    ? { type: 'MOVE', player, from: m.from, to: m.to, ...(m.twist ? { twist: m.twist } : {}) }
    : { type: 'PASS', player };
  return stepPlan(c, event, 'bot');
}

/** A bot's search progress, shown while it thinks. */
export function thinkingPlan(c: AzacruContext, e: BotThinkingEvent): Plan {
  if (!fromBotToMove(c, e)) {
    return refusePlan(c, e, 'malformed', 'search progress that does not come from the bot to move');
  }
  const thinking = {
    player: c.game.toMove ?? 0,
    iterations: e.iterations,
    budget: e.budget,
  };
  return { patch: { thinking }, emits: [{ type: 'thinking', ...thinking }] };
}

/**
 * The next recorded entry of a replay, stepped as in live play: the flow inserts the forced passes
 * itself, and the entries after the move must be exactly those passes (a decoded save's are).
 */
export function replayPlan(c: AzacruContext): Plan {
  const entry = c.script[0];
  const player = c.game.toMove;
  if (!entry || player === null) return { patch: { script: [] }, emits: [] };
  const event = eventOfEntry(entry, player);
  const r = step(c.game, event);
  if (!r.ok) {
    const plan = refusePlan(c, event, r.refusal.code, `replay: ${r.refusal.message}`);
    return { ...plan, patch: { ...plan.patch, script: [] } };
  }
  const taken = entriesOfStep(event, r.effects).length;
  if (!c.script.slice(1, taken).every((x) => 'pass' in x) || c.script.length < taken) {
    const plan = refusePlan(
      c,
      event,
      'malformed',
      'replay: the record does not write out the forced passes',
    );
    return { ...plan, patch: { ...plan.patch, script: [] } };
  }
  return acceptPlan(c, r, event, 'replay', c.script.slice(taken));
}

/** The turn starts: who plays it. */
export function turnPlan(c: AzacruContext): Plan {
  const player = c.game.toMove;
  if (player === null) return NOTHING;
  const bot = isBotSeat(c, player);
  const seat = c.config.seats[player];
  const budget =
    seat?.kind === 'bot' && seat.bot.skill === 'expert' ? seat.bot.search.iterations : 0;
  const thinking = bot ? { player, iterations: 0, budget } : null;
  return {
    patch: { thinking },
    emits: [
      {
        type: 'turn',
        player,
        turn: c.game.turn,
        by: bot ? 'bot' : 'person',
        finalRound: c.game.endTriggeredBy !== null,
        legalMoves: c.legal.length,
      },
      ...(thinking ? [{ type: 'thinking' as const, ...thinking }] : []),
    ],
  };
}
