// The table as an XState machine: states, tags, timers and bot actors around one pure flow (flow/step.ts).
import { type ActorRefFrom, type AnyActorRef, enqueueActions, setup } from 'xstate';
import { deriveSeed } from '../../src/games/azuma/rules';
import { step, startState, stepOut, stepPerson } from '../../src/games/azuma/flow/step';
import type {
  FlowPhase,
  FlowState,
  PlayerEvent,
  TableEmitted,
  TableEvent,
  TableInput,
} from '../../src/games/azuma/flow/types';
import { seatView } from '../../src/games/azuma/flow/view';
import { type BotEvent, botMachine } from './bot';
import type { UnreadableEvent } from './person';

export type BotRef = ActorRefFrom<typeof botMachine>;

/** The machine's context: the flow's state, the bots it spawned and its clock. */
export interface TableMachineContext extends FlowState {
  readonly bots: readonly (BotRef | null)[];
  readonly now: () => number;
}

type Ctx = TableMachineContext;

/** A bot's own event, sent by its actor (the table knows its bots by reference). */
export interface BotMoveEvent {
  readonly type: 'bot.move';
  readonly bot: AnyActorRef;
  readonly move: PlayerEvent;
}

/**
 * What the machine takes: its bots' moves, its own START, and from outside a person's events
 * (through `sendPerson`, person.ts). Anything else that reaches it is refused with a reason.
 */
export type TableMachineEvent =
  BotMoveEvent | PlayerEvent | UnreadableEvent | { readonly type: 'START' };

type Incoming = TableMachineEvent | { readonly type: 'TICK' };

/** Where each phase of the flow lives in the statechart. */
const TARGET: Readonly<Record<Exclude<FlowPhase, 'start'>, string>> = {
  dealing: '#table.hand.dealing',
  choosing: '#table.hand.passing.choosing',
  waitingForCall: '#table.hand.passing.waitingForCall',
  sliding: '#table.hand.passing.sliding',
  pickingUp: '#table.hand.passing.pickingUp',
  grabWindow: '#table.grabWindow',
  reveal: '#table.reveal',
  scoring: '#table.scoring',
  handEnd: '#table.handEnd',
  redeal: '#table.redeal',
  over: '#table.gameOver',
};

/** A state follows the flow: it moves to wherever the step put the table. */
function follow(own: FlowPhase) {
  return (Object.keys(TARGET) as (keyof typeof TARGET)[])
    .filter((p) => p !== own)
    .map((phase) => ({
      guard: { type: 'inPhase' as const, params: { phase } },
      target: TARGET[phase],
    }));
}

/** One step of the flow on the context: the new state, what it emits, and the bots' new views. */
function stepped(context: Ctx, event: TableEvent, now: number) {
  const out = stepOut();
  const next = step(flowOf(context), event, now, out);
  return { next, emitted: out.emitted, views: viewsFor(context, next, out.notify) };
}

/** A person's event, or anything else from outside: checked by the flow before it is stepped. */
function personStepped(context: Ctx, value: unknown, now: number, problem?: string) {
  const out = stepOut();
  const next = stepPerson(flowOf(context), value, now, out, problem);
  return { next, emitted: out.emitted, views: viewsFor(context, next, out.notify) };
}

function viewsFor(context: Ctx, next: FlowState, notify: number): [BotRef, BotEvent][] {
  const views: [BotRef, BotEvent][] = [];
  context.bots.forEach((bot, seat) => {
    if (bot && notify & (1 << seat))
      views.push([bot, { type: 'VIEW', view: seatView(next, seat) }]);
  });
  return views;
}

/** The flow state inside the context (what the step reads). */
function flowOf(c: Ctx): FlowState {
  const { bots: _bots, now: _now, ...flow } = c;
  return flow;
}

export const tableMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as TableInput,
    events: {} as Incoming,
    emitted: {} as TableEmitted,
  },
  actors: { bot: botMachine },
  guards: {
    inPhase: ({ context }, params: { phase: FlowPhase }) => context.phase === params.phase,
  },
  actions: {
    /** The game begins (raised by the start state itself). */
    start: enqueueActions(({ context, enqueue }) => {
      const r = stepped(context, { type: 'START' }, context.now());
      enqueue.assign(r.next);
      for (const e of r.emitted) enqueue.emit(e);
      for (const [bot, view] of r.views) enqueue.sendTo(bot, view);
    }),
    /** A bot's move, taken only from the seat's own bot actor; the flow steps it as it is. */
    botMove: enqueueActions(({ context, event, enqueue }) => {
      const e = event as BotMoveEvent;
      const seat = (e.move as PlayerEvent | undefined)?.player;
      const own = Number.isInteger(seat) && context.bots[seat as number] === e.bot && e.bot != null;
      const r = own
        ? stepped(context, e.move, context.now())
        : personStepped(
            context,
            { type: 'bot.move' },
            context.now(),
            'a bot move that does not come from its seat’s own bot',
          );
      enqueue.assign(r.next);
      for (const x of r.emitted) enqueue.emit(x);
      for (const [bot, view] of r.views) enqueue.sendTo(bot, view);
    }),
    /**
     * Anything else: a person's event from outside, checked by the flow (shape, a person's seat)
     * before it is stepped, or refused with a reason; the table never stops or fails on it.
     */
    person: enqueueActions(({ context, event, enqueue }) => {
      const r =
        event.type === 'unreadable'
          ? personStepped(context, event, context.now(), `not an event: ${event.what}`)
          : personStepped(context, event, context.now());
      enqueue.assign(r.next);
      for (const e of r.emitted) enqueue.emit(e);
      for (const [bot, view] of r.views) enqueue.sendTo(bot, view);
    }),
    /** The flow's timer fired, at the deadline it set. */
    tick: enqueueActions(({ context, enqueue }) => {
      const r = stepped(context, { type: 'TICK' }, context.deadline ?? context.now());
      enqueue.assign(r.next);
      for (const e of r.emitted) enqueue.emit(e);
      for (const [bot, view] of r.views) enqueue.sendTo(bot, view);
    }),
  },
  delays: {
    /** The flow's own timer: the pace of calls, the slide, the grab window, the reveal... */
    tableTimer: ({ context }) => Math.max(0, (context.deadline ?? context.now()) - context.now()),
  },
}).createMachine({
  id: 'table',
  context: ({ input, spawn }) => ({
    ...startState(input.config, input.clock.now(), input.restore),
    now: () => input.clock.now(),
    bots: input.config.seats.map((seat, i) =>
      seat.kind === 'bot'
        ? spawn('bot', {
            id: `bot-${i}`,
            input: {
              seat: i,
              params: seat.bot,
              seed: deriveSeed(input.config.seed, `bot-${i}`),
              now: () => input.clock.now(),
            },
          })
        : null,
    ),
  }),
  initial: 'start',
  on: {
    'bot.move': { actions: 'botMove' },
    // xstate.error.* of a failed child and every other event: refused, never a failed table.
    '*': { actions: 'person' },
  },
  states: {
    start: {
      entry: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'START' })),
      on: { START: { actions: 'start' } },
      always: follow('start'),
    },
    hand: {
      tags: ['in-hand', 'can-grab'],
      initial: 'dealing',
      states: {
        dealing: {
          tags: ['dealing'],
          after: { tableTimer: { actions: 'tick' } },
          always: follow('dealing'),
        },
        passing: {
          tags: ['passing'],
          initial: 'choosing',
          states: {
            choosing: { tags: ['choosing'], always: follow('choosing') },
            waitingForCall: {
              tags: ['waiting-for-call'],
              after: { tableTimer: { actions: 'tick' } },
              always: follow('waitingForCall'),
            },
            sliding: {
              tags: ['sliding'],
              after: { tableTimer: { actions: 'tick' } },
              always: follow('sliding'),
            },
            pickingUp: {
              tags: ['picking-up'],
              after: { tableTimer: { actions: 'tick' } },
              always: follow('pickingUp'),
            },
          },
        },
      },
    },
    grabWindow: {
      tags: ['grab-window', 'can-grab'],
      after: { tableTimer: { actions: 'tick' } },
      always: follow('grabWindow'),
    },
    reveal: {
      tags: ['reveal'],
      after: { tableTimer: { actions: 'tick' } },
      always: follow('reveal'),
    },
    scoring: { tags: ['scoring', 'placing-x'], always: follow('scoring') },
    handEnd: {
      tags: ['hand-end'],
      after: { tableTimer: { actions: 'tick' } },
      always: follow('handEnd'),
    },
    redeal: {
      tags: ['hand-end', 'redeal'],
      after: { tableTimer: { actions: 'tick' } },
      always: follow('redeal'),
    },
    gameOver: { tags: ['over'], always: follow('over') },
  },
});
