// The BONANZA RUMMY table as an XState machine: it paces the pure flow, spawns the bots, tags its states and emits the effects.
import { type ActorRefFrom, enqueueActions, setup } from 'xstate';
import { newGame, type Phase } from '../../src/games/bonanza/rules/state';
import { gameConfigOf, tableConfig } from '../../src/games/bonanza/save/config';
import { decodeSave } from '../../src/games/bonanza/save/decode';
import { restoredState } from '../../src/games/bonanza/save/restore';
import { toSave } from '../../src/games/bonanza/save/save';
import { tableAt } from '../../src/games/bonanza/sim/timeline';
import type { TableTiming } from '../../src/games/bonanza/sim/timing';
import { type BonanzaBotEvent, bonanzaBotMachine } from './bot';
import {
  botPlan,
  personPlan,
  type Plan,
  tablePlan,
  turnClockId,
  turnClockPlan,
} from './table-logic';
import { tableTime } from './time';
import type {
  BonanzaContext,
  BonanzaEmitted,
  BonanzaInput,
  BonanzaMachineEvent,
  TurnClockEvent,
} from './types';

export type BonanzaBotRef = ActorRefFrom<typeof bonanzaBotMachine>;

// --- helpers (pure) ---

/** The delay until a table timer of the pace's `key` fires, started now. */
const paceDelay = (c: BonanzaContext, key: keyof TableTiming) =>
  c.time.delayTo(tableAt(c.time.now(), c.config.pace[key]));

const phaseIs = (c: BonanzaContext, phase: Phase) => c.game.phase === phase;

export const bonanzaMachine = setup({
  types: {
    context: {} as BonanzaContext,
    input: {} as BonanzaInput,
    events: {} as BonanzaMachineEvent,
    emitted: {} as BonanzaEmitted,
  },
  actors: { bot: bonanzaBotMachine },
  guards: {
    phaseIs: ({ context }, params: { phase: Phase }) => phaseIs(context, params.phase),
    phaseIsNot: ({ context }, params: { phase: Phase }) => !phaseIs(context, params.phase),
    beforeFirstHand: ({ context }) => context.game.phase === 'ante' && context.game.hand === 0,
  },
  actions: {
    /** Carries out a plan of table-logic.ts: assign, emit, stop and start turn clocks, show the bots. */
    carryOut: enqueueActions(({ context, enqueue }, plan: Plan) => {
      enqueue.assign(plan.patch);
      for (const e of plan.emits) enqueue.emit(e);
      for (const seat of plan.cancel) enqueue.cancel(turnClockId(seat));
      for (const { seat, at, delay } of plan.arm) {
        enqueue.raise({ type: 'turn-clock', seat, at } satisfies TurnClockEvent, {
          delay,
          id: turnClockId(seat),
        });
      }
      for (const { seat, view } of plan.views) {
        const bot = context.bots[seat];
        if (bot) enqueue.sendTo(bot, { type: 'VIEW', view } satisfies BonanzaBotEvent);
      }
    }),
    /** A save of the game as it stands between two hands. */
    emitSave: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'save', save: toSave(context.config, context.game) });
    }),
  },
  delays: {
    /** Between hands (the result on show, then the antes), and before the first. */
    anteDelay: ({ context }) => paceDelay(context, 'ante'),
    dealDelay: ({ context }) => paceDelay(context, 'deal'),
    /** The dealer's pace between calls. */
    callDelay: ({ context }) => paceDelay(context, 'next-call'),
    /** The pace of the run-out's forced plays. */
    playDelay: ({ context }) => paceDelay(context, 'play'),
  },
}).createMachine({
  id: 'bonanza',
  context: ({ input, spawn }) => {
    // Settings and saves come from outside: checked here too (a bad one fails the actor's start).
    const restore = 'restore' in input ? decodeSave(input.restore) : null;
    const config = restore ? restore.config : tableConfig('config' in input ? input.config : null);
    const time = tableTime(input.clock);
    return {
      config,
      game: restore ? restoredState(restore) : newGame(gameConfigOf(config)),
      time,
      steps: 0,
      log: [],
      lastRefusal: null,
      deadlines: config.seats.map(() => null),
      bots: config.seats.map((seat, i) =>
        seat.kind === 'bot'
          ? spawn('bot', {
              id: `bot-${i}`,
              input: { seat: i, params: seat.bot, seed: config.seed, time },
            })
          : null,
      ),
    };
  },
  on: {
    'bot.move': {
      actions: { type: 'carryOut', params: ({ context, event }) => botPlan(context, event) },
    },
    'turn-clock': {
      actions: { type: 'carryOut', params: ({ context, event }) => turnClockPlan(context, event) },
    },
    // People's seat events, the table's own events sent from outside, and anything else.
    '*': {
      actions: { type: 'carryOut', params: ({ context, event }) => personPlan(context, event) },
    },
  },
  initial: 'route',
  states: {
    /** Goes to the state of the flow's phase. */
    route: {
      always: [
        { guard: { type: 'phaseIs', params: { phase: 'over' } }, target: 'over' },
        { guard: 'beforeFirstHand', target: 'start' },
        { guard: { type: 'phaseIs', params: { phase: 'ante' } }, target: 'handEnd' },
        { guard: { type: 'phaseIs', params: { phase: 'deal' } }, target: 'dealing' },
        { guard: { type: 'phaseIs', params: { phase: 'widow' } }, target: 'widow' },
        { guard: { type: 'phaseIs', params: { phase: 'bidding' } }, target: 'bidding' },
        { guard: { type: 'phaseIs', params: { phase: 'call' } }, target: 'calling' },
        { guard: { type: 'phaseIs', params: { phase: 'showing' } }, target: 'showing' },
        { guard: { type: 'phaseIs', params: { phase: 'betting' } }, target: 'betting' },
        { guard: { type: 'phaseIs', params: { phase: 'fives' } }, target: 'fives' },
        { guard: { type: 'phaseIs', params: { phase: 'lead' } }, target: 'runOut.leading' },
        { target: 'runOut.playing' },
      ],
    },
    /** Before the first hand: the game's first save, then the antes. */
    start: {
      tags: ['start', 'between-hands'],
      entry: 'emitSave',
      after: {
        anteDelay: {
          target: 'route',
          actions: { type: 'carryOut', params: ({ context }) => tablePlan(context) },
        },
      },
    },
    dealing: {
      tags: ['dealing'],
      after: {
        dealDelay: {
          target: 'route',
          actions: { type: 'carryOut', params: ({ context }) => tablePlan(context) },
        },
      },
    },
    /** The dealer swaps or sells the widow. */
    widow: {
      tags: ['widow', 'deciding'],
      always: { guard: { type: 'phaseIsNot', params: { phase: 'widow' } }, target: 'route' },
    },
    bidding: {
      tags: ['bidding', 'deciding'],
      always: { guard: { type: 'phaseIsNot', params: { phase: 'bidding' } }, target: 'route' },
    },
    /** The dealer is about to call the next space. */
    calling: {
      tags: ['calling'],
      after: {
        callDelay: {
          target: 'route',
          actions: { type: 'carryOut', params: ({ context }) => tablePlan(context) },
        },
      },
    },
    /** A call is open: who can show decides, hidden until all have. */
    showing: {
      tags: ['showing', 'deciding'],
      always: { guard: { type: 'phaseIsNot', params: { phase: 'showing' } }, target: 'route' },
    },
    betting: {
      tags: ['betting', 'poker', 'deciding'],
      always: { guard: { type: 'phaseIsNot', params: { phase: 'betting' } }, target: 'route' },
    },
    /** The poker showdown: each still in chooses his five, hidden until all have. */
    fives: {
      tags: ['fives', 'poker', 'deciding'],
      always: { guard: { type: 'phaseIsNot', params: { phase: 'fives' } }, target: 'route' },
    },
    runOut: {
      tags: ['run-out'],
      initial: 'leading',
      states: {
        leading: {
          tags: ['leading', 'deciding'],
          always: {
            guard: { type: 'phaseIsNot', params: { phase: 'lead' } },
            target: '#bonanza.route',
          },
        },
        /** The next forced card, at the run-out's pace. */
        playing: {
          tags: ['playing'],
          after: {
            playDelay: {
              target: '#bonanza.route',
              actions: { type: 'carryOut', params: ({ context }) => tablePlan(context) },
            },
          },
        },
      },
    },
    /** A hand is over: its result on show, the save for the next hand, then the antes. */
    handEnd: {
      tags: ['hand-end', 'between-hands'],
      entry: 'emitSave',
      after: {
        anteDelay: {
          target: 'route',
          actions: { type: 'carryOut', params: ({ context }) => tablePlan(context) },
        },
      },
    },
    /** Game over: every event is refused. */
    over: { tags: ['over'] },
  },
});
