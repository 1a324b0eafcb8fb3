// The table flow as an XState machine: deal, pass cadence, grab window, reveal, scoring, round and game end.
import { type ActorRefFrom, assign, emit, enqueueActions, setup } from 'xstate';
import type { ViewPhase } from '../../src/games/azuma/bots/view';
import { deriveSeed } from '../../src/games/azuma/rules';
import { type BotEvent, botMachine } from './bot';
import { toSave } from '../../src/games/azuma/flow/save';
import * as T from '../../src/games/azuma/flow/table-logic';
import type {
  PlayerEvent,
  RefusalCode,
  TableContext,
  TableEmitted,
  TableInput,
} from '../../src/games/azuma/flow/types';

export type BotRef = ActorRefFrom<typeof botMachine>;

export interface TableMachineContext extends TableContext {
  readonly bots: readonly (BotRef | null)[];
  /** Hands before the last call and when it happened: a grab stamped earlier freezes those. */
  readonly beforeCall: TableContext['hands'] | null;
  readonly lastCallAt: number;
}

type Ctx = TableMachineContext;

/** Whether an event comes from a person's seat (those are logged for replay). */
const fromPerson = (c: Ctx, ev: PlayerEvent) => c.config.seats[ev.player]?.kind === 'person';

/** Why an event that this state does not take at all is refused. */
function outOfTurn(ev: PlayerEvent): RefusalCode {
  switch (ev.type) {
    case 'CHOOSE':
      return 'not-passing';
    case 'GRAB':
    case 'FAKE':
      return 'window-closed';
    case 'TURN_BOARD':
      return 'board-locked';
    case 'PLACE_X':
      return 'no-x-to-place';
    default:
      return 'malformed';
  }
}

function refusalOf(c: Ctx, ev: PlayerEvent, inWindow: boolean): RefusalCode | null {
  switch (ev.type) {
    case 'CHOOSE':
      return T.chooseRefusal(c, ev);
    case 'GRAB':
      return T.grabRefusal(c, ev, inWindow);
    case 'FAKE':
      return T.fakeRefusal(c, ev);
    case 'TURN_BOARD':
      return T.turnRefusal(c, ev);
    case 'PLACE_X':
      return T.xRefusal(c, ev);
    default:
      return 'malformed';
  }
}

export const tableMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as TableInput,
    events: {} as PlayerEvent,
    emitted: {} as TableEmitted,
  },
  actors: { bot: botMachine },
  guards: {
    chooseOk: ({ context, event }) => T.chooseRefusal(context, event) === null,
    grabOk: ({ context, event }) => T.grabRefusal(context, event, true) === null,
    fakeOk: ({ context, event }) => T.fakeRefusal(context, event) === null,
    turnOk: ({ context, event }) => T.turnRefusal(context, event) === null,
    xOk: ({ context, event }) => T.xRefusal(context, event) === null,
    allChosen: ({ context }) => T.holdingUp(context).length === 0,
    stalled: ({ context }) => context.calls >= context.options.stallLimit,
    allSticksTaken: ({ context }) => T.allSticksTaken(context),
    allXPlaced: ({ context }) => T.allXPlaced(context),
    gameOver: ({ context }) => context.book.phase === 'over',
  },
  actions: {
    startHand: assign(({ context }) => ({ ...T.newHand(context), beforeCall: null })),
    emitDeal: emit(({ context }): TableEmitted => ({
      type: 'deal',
      hand: context.handNo,
      dealer: context.dealer,
    })),
    emitSave: emit(({ context }): TableEmitted => ({ type: 'save', save: toSave(context, false) })),
    choose: assign(({ context, event }) =>
      event.type === 'CHOOSE' ? { chosen: T.withChoice(context, event.player, event.card) } : {},
    ),
    call: assign(({ context }) => ({
      ...T.applyCall(context),
      beforeCall: context.hands,
      lastCallAt: context.now(),
    })),
    emitCall: emit(({ context }): TableEmitted => ({
      type: 'call',
      call: context.calls,
      dealer: context.dealer,
    })),
    emitSlide: emit(({ context }): TableEmitted => ({ type: 'slide', transit: context.transit })),
    emitPickup: emit(({ context }): TableEmitted => ({ type: 'pickup', call: context.calls })),
    landCards: assign({ transit: [] }),
    turnBoard: assign(({ event }) =>
      event.type === 'TURN_BOARD' ? { rotation: event.rotation } : {},
    ),
    /** The first grab freezes the hands as they were at the grab's own instant. */
    freezeHands: assign(({ context, event }) => {
      if (event.type !== 'GRAB' || context.beforeCall === null) return {};
      return T.grabTime(context, event.at) < context.lastCallAt
        ? { hands: context.beforeCall, transit: [], chosen: context.chosen.map(() => null) }
        : {};
    }),
    takeStick: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'GRAB') return;
      const { sticks, grabs, loser } = T.applyGrab(context, event.player, event.stick, event.at);
      enqueue.assign({ sticks, grabs });
      const stick = sticks.find((s) => s.id === event.stick);
      enqueue.emit({
        type: 'grab',
        player: event.player,
        stick: event.stick,
        colour: stick?.colour ?? 'red',
        first: grabs[0]?.player === event.player,
        at: T.grabTime(context, event.at),
      });
      if (loser !== null)
        enqueue.emit({ type: 'lostRace', player: loser, stick: event.stick, winner: event.player });
    }),
    openWindow: assign(({ context }) => ({
      grabWindowUntil: context.now() + context.options.grabWindowMs,
    })),
    addFake: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FAKE') return;
      enqueue.assign({ fakes: [...context.fakes, event.player] });
      enqueue.emit({ type: 'fake', player: event.player });
    }),
    placeX: assign(({ context, event }) =>
      event.type === 'PLACE_X'
        ? { xChoices: { ...context.xChoices, [event.player]: event.colour } }
        : {},
    ),
    logEvent: assign(({ context, event }) => {
      if (!fromPerson(context, event)) return {};
      // Grab times are logged relative to the game's start, like the event times.
      const logged =
        event.type === 'GRAB'
          ? { ...event, at: T.grabTime(context, event.at) - context.startedAt }
          : event;
      return { log: [...context.log, { t: context.now() - context.startedAt, event: logged }] };
    }),
    refuse: enqueueActions(
      ({ context, event, enqueue }, params: { inWindow: boolean; outOfTurn?: boolean }) => {
        const code =
          (params.outOfTurn ? null : refusalOf(context, event, params.inWindow)) ??
          outOfTurn(event);
        const refusal = {
          player: Number.isInteger(event.player) ? event.player : -1,
          event: String(event.type),
          code,
          at: context.now(),
        };
        enqueue.assign({ refusal });
        enqueue.emit({ type: 'refused', refusal });
        const bot = context.bots[refusal.player];
        if (bot)
          enqueue.sendTo(bot, {
            type: 'VIEW',
            view: T.seatView(
              context,
              refusal.player,
              context.grabs.length > 0 ? 'grab' : 'passing',
            ),
          } satisfies BotEvent);
      },
    ),
    notifyBots: enqueueActions(({ context, enqueue }, params: { phase: ViewPhase }) => {
      context.bots.forEach((bot, seat) => {
        if (bot)
          enqueue.sendTo(bot, {
            type: 'VIEW',
            view: T.seatView(context, seat, params.phase),
          } satisfies BotEvent);
      });
    }),
    emitReveal: emit(({ context }): TableEmitted => ({
      type: 'reveal',
      players: T.revealed(context),
      entries: T.score(context).entries,
    })),
    findX: assign(({ context }) => ({ pendingX: T.computePendingX(context) })),
    scoreHand: enqueueActions(({ context, enqueue }, params: { void: boolean }) => {
      const scored = params.void ? T.scoreVoid(context) : T.score(context);
      const next = { ...context, book: scored.book };
      enqueue.assign({
        book: scored.book,
        lastEntries: scored.entries,
        lastRoundEnded: scored.roundEnded,
        redeals: context.redeals + (params.void ? 1 : 0),
      });
      if (params.void) enqueue.emit({ type: 'redeal', hand: context.handNo });
      enqueue.emit({ type: 'score', entries: scored.entries });
      if (scored.roundEnded) enqueue.emit({ type: 'roundEnd', round: context.book.round });
      // A finished game is never saved: nothing is left to resume, and its result is counted once.
      if (scored.gameOver) enqueue.emit({ type: 'gameOver', winners: scored.book.winners });
      else
        enqueue.emit({
          type: 'save',
          save: toSave({ ...next, redeals: next.redeals + (params.void ? 1 : 0) }, true),
        });
    }),
  },
  delays: {
    dealDelay: ({ context }) => context.config.timing.dealMs,
    callDelay: ({ context }) => T.callDelay(context),
    slideDelay: ({ context }) => context.config.timing.slideMs,
    pickupDelay: ({ context }) => context.config.timing.pickupMs,
    grabWindowDelay: ({ context }) => context.options.grabWindowMs,
    revealDelay: ({ context }) => context.config.timing.revealMs,
    handEndDelay: ({ context }) => context.config.timing.handEndMs,
  },
}).createMachine({
  id: 'table',
  context: ({ input, spawn }) => ({
    ...T.initialContext(input),
    beforeCall: null,
    lastCallAt: -Infinity,
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
  states: {
    start: { always: [{ guard: 'gameOver', target: 'gameOver' }, { target: 'hand' }] },
    hand: {
      tags: ['in-hand', 'can-grab'],
      entry: ['startHand', 'emitDeal', 'emitSave'],
      initial: 'dealing',
      on: {
        CHOOSE: [
          { guard: 'chooseOk', actions: ['choose', 'logEvent'] },
          { actions: { type: 'refuse', params: { inWindow: true } } },
        ],
        GRAB: [
          {
            guard: 'grabOk',
            target: 'grabWindow',
            actions: ['freezeHands', 'takeStick', 'logEvent'],
          },
          { actions: { type: 'refuse', params: { inWindow: true } } },
        ],
        FAKE: [
          { guard: 'fakeOk', actions: ['addFake', 'logEvent'] },
          { actions: { type: 'refuse', params: { inWindow: true } } },
        ],
        TURN_BOARD: [
          {
            guard: 'turnOk',
            actions: [
              'turnBoard',
              'logEvent',
              { type: 'notifyBots', params: { phase: 'passing' } },
            ],
          },
          { actions: { type: 'refuse', params: { inWindow: true } } },
        ],
        PLACE_X: { actions: { type: 'refuse', params: { inWindow: true, outOfTurn: true } } },
      },
      states: {
        dealing: {
          tags: ['dealing'],
          after: { dealDelay: 'passing' },
        },
        passing: {
          tags: ['passing'],
          entry: { type: 'notifyBots', params: { phase: 'passing' } },
          initial: 'choosing',
          states: {
            choosing: {
              tags: ['choosing'],
              always: [
                { guard: 'stalled', target: '#table.redeal' },
                { guard: 'allChosen', target: 'waitingForCall' },
              ],
            },
            waitingForCall: {
              tags: ['waiting-for-call'],
              after: { callDelay: 'sliding' },
            },
            sliding: {
              tags: ['sliding'],
              entry: ['call', 'emitCall', 'emitSlide'],
              after: { slideDelay: 'pickingUp' },
            },
            pickingUp: {
              tags: ['picking-up'],
              entry: 'emitPickup',
              after: {
                pickupDelay: {
                  target: 'choosing',
                  actions: ['landCards', { type: 'notifyBots', params: { phase: 'passing' } }],
                },
              },
            },
          },
        },
      },
    },
    grabWindow: {
      tags: ['grab-window', 'can-grab'],
      entry: ['openWindow', { type: 'notifyBots', params: { phase: 'grab' } }],
      always: { guard: 'allSticksTaken', target: 'reveal' },
      after: { grabWindowDelay: 'reveal' },
      on: {
        GRAB: [
          {
            guard: 'grabOk',
            actions: ['takeStick', 'logEvent', { type: 'notifyBots', params: { phase: 'grab' } }],
          },
          { actions: { type: 'refuse', params: { inWindow: true } } },
        ],
        FAKE: [
          { guard: 'fakeOk', actions: ['addFake', 'logEvent'] },
          { actions: { type: 'refuse', params: { inWindow: true } } },
        ],
        CHOOSE: { actions: { type: 'refuse', params: { inWindow: true, outOfTurn: true } } },
        TURN_BOARD: { actions: { type: 'refuse', params: { inWindow: true, outOfTurn: true } } },
        PLACE_X: { actions: { type: 'refuse', params: { inWindow: true, outOfTurn: true } } },
      },
    },
    reveal: {
      tags: ['reveal'],
      entry: ['emitReveal', 'findX', { type: 'notifyBots', params: { phase: 'scoring' } }],
      after: { revealDelay: 'scoring' },
      on: {
        PLACE_X: [
          {
            guard: 'xOk',
            actions: ['placeX', 'logEvent', { type: 'notifyBots', params: { phase: 'scoring' } }],
          },
          { actions: { type: 'refuse', params: { inWindow: false } } },
        ],
        '*': { actions: { type: 'refuse', params: { inWindow: false, outOfTurn: true } } },
      },
    },
    scoring: {
      tags: ['scoring', 'placing-x'],
      entry: { type: 'notifyBots', params: { phase: 'scoring' } },
      always: { guard: 'allXPlaced', target: 'handEnd' },
      on: {
        PLACE_X: [
          {
            guard: 'xOk',
            actions: ['placeX', 'logEvent', { type: 'notifyBots', params: { phase: 'scoring' } }],
          },
          { actions: { type: 'refuse', params: { inWindow: false } } },
        ],
        '*': { actions: { type: 'refuse', params: { inWindow: false, outOfTurn: true } } },
      },
    },
    handEnd: {
      tags: ['hand-end'],
      entry: [
        { type: 'scoreHand', params: { void: false } },
        { type: 'notifyBots', params: { phase: 'between' } },
      ],
      always: { guard: 'gameOver', target: 'gameOver' },
      after: { handEndDelay: 'hand' },
      on: { '*': { actions: { type: 'refuse', params: { inWindow: false, outOfTurn: true } } } },
    },
    redeal: {
      tags: ['hand-end', 'redeal'],
      entry: [
        { type: 'scoreHand', params: { void: true } },
        { type: 'notifyBots', params: { phase: 'between' } },
      ],
      always: { guard: 'gameOver', target: 'gameOver' },
      after: { handEndDelay: 'hand' },
      on: { '*': { actions: { type: 'refuse', params: { inWindow: false, outOfTurn: true } } } },
    },
    gameOver: {
      tags: ['over'],
      entry: { type: 'notifyBots', params: { phase: 'over' } },
      on: { '*': { actions: { type: 'refuse', params: { inWindow: false, outOfTurn: true } } } },
    },
  },
});
