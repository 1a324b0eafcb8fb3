// The AZACRU table as an XState machine: it paces the pure turn flow, spawns the bots, tags its states and emits the effects.
import { type ActorRefFrom, enqueueActions, setup } from 'xstate';
import { legalMoves } from '../../src/games/azacru/rules/flow';
import { newGame } from '../../src/games/azacru/rules/state';
import { tableConfig } from '../../src/games/azacru/save/config';
import { decodeSave } from '../../src/games/azacru/save/decode';
import { createInProcessHost } from '../../src/games/azacru/worker/in-process';
import { type AzacruBotEvent, azacruBotMachine } from './bot';
import type { Stage } from './choice';
import { NO_SELECTION } from './choice';
import {
  atRest,
  botPlan,
  botToMove,
  nextBeatPlan,
  personPlan,
  type Plan,
  replayPlan,
  thinkingPlan,
  turnPlan,
} from './table-logic';
import type { AzacruContext, AzacruEmitted, AzacruInput, AzacruMachineEvent } from './types';

export type AzacruBotRef = ActorRefFrom<typeof azacruBotMachine>;

export const azacruMachine = setup({
  types: {
    context: {} as AzacruContext,
    input: {} as AzacruInput,
    events: {} as AzacruMachineEvent,
    emitted: {} as AzacruEmitted,
  },
  actors: { bot: azacruBotMachine },
  guards: {
    showingMove: ({ context }) => context.beat?.kind === 'move',
    showingPass: ({ context }) => context.beat?.kind === 'pass',
    replaying: ({ context }) => context.beat === null && context.script.length > 0,
    over: ({ context }) => context.beat === null && context.game.over,
    notAtRest: ({ context }) => !atRest(context),
    botToMove: ({ context }) => botToMove(context) !== null,
    stageIs: ({ context }, params: { stage: Stage }) => context.selection.stage === params.stage,
    stageIsNot: ({ context }, params: { stage: Stage }) => context.selection.stage !== params.stage,
    finalRound: ({ context }) => context.finalRound,
    gameOver: ({ context }) => context.game.over && context.beat === null,
  },
  actions: {
    /** Carries out a plan of table-logic.ts: assign, then emit. */
    carryOut: enqueueActions(({ enqueue }, plan: Plan) => {
      enqueue.assign(plan.patch);
      for (const e of plan.emits) enqueue.emit(e);
    }),
    /** Tells the bot to move its position. */
    tellBot: enqueueActions(({ context, enqueue }) => {
      const bot = botToMove(context);
      if (bot) enqueue.sendTo(bot, { type: 'TURN', state: context.game } satisfies AzacruBotEvent);
    }),
  },
  delays: {
    /** The move's animation: travel, marker, connection change field by field, removal, twist. */
    animationDelay: ({ context }) => context.beat?.ms ?? 0,
    /** A forced pass on show (with the end trigger or the final round it brings). */
    passDelay: ({ context }) => context.beat?.ms ?? context.config.pace.pass,
    /** The pause before each recorded move of a replay. */
    replayDelay: ({ context }) => context.config.pace.replayGap,
  },
}).createMachine({
  id: 'azacru',
  context: ({ input, spawn }) => {
    // Settings and saves come from outside: checked here too (a bad one fails the actor's start).
    const saved =
      'restore' in input
        ? decodeSave(input.restore)
        : 'replay' in input
          ? decodeSave(input.replay)
          : null;
    const config = saved ? saved.config : tableConfig('config' in input ? input.config : null);
    const clock = input.clock;
    const host =
      input.host ??
      createInProcessHost({
        schedule: (fn) => void clock.setTimeout(fn, 0),
        now: () => clock.now(),
      });
    const game = saved && 'restore' in input ? saved.position : newGame(config.players);
    const delayScale = config.pace.botDelayScale;
    return {
      config,
      game,
      before: null,
      legal: legalMoves(game),
      selection: NO_SELECTION,
      beat: null,
      beats: [],
      tail: [],
      finalRound: game.endTriggeredBy !== null,
      moves: saved && 'restore' in input ? saved.moves : [],
      script: saved && 'replay' in input ? saved.moves : [],
      steps: 0,
      lastRefusal: null,
      thinking: null,
      bots: config.seats.map((seat, i) =>
        seat.kind === 'bot'
          ? spawn('bot', {
              id: `bot-${i}`,
              input: {
                seat: i,
                params: seat.bot,
                seed: config.seed,
                searchMs: seat.searchMs,
                host,
                delayScale,
              },
            })
          : null,
      ),
      host,
      clock,
      startedAt: clock.now(),
    };
  },
  on: {
    'bot.move': {
      actions: { type: 'carryOut', params: ({ context, event }) => botPlan(context, event) },
    },
    'bot.thinking': {
      actions: { type: 'carryOut', params: ({ context, event }) => thinkingPlan(context, event) },
    },
    // A person's events, and anything else from outside.
    '*': {
      actions: { type: 'carryOut', params: ({ context, event }) => personPlan(context, event) },
    },
  },
  type: 'parallel',
  states: {
    /** Where the game stands: a turn, a move or pass on show, a replay, the end. */
    table: {
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: 'showingMove', target: 'animating' },
            { guard: 'showingPass', target: 'forcedPass' },
            { guard: 'over', target: 'over' },
            { guard: 'replaying', target: 'replaying' },
            { target: 'turn' },
          ],
        },
        /** A player's turn: a person chooses, or a bot thinks. */
        turn: {
          entry: { type: 'carryOut', params: ({ context }) => turnPlan(context) },
          always: { guard: 'notAtRest', target: 'route' },
          initial: 'route',
          states: {
            route: {
              always: [{ guard: 'botToMove', target: 'bot' }, { target: 'person' }],
            },
            person: {
              tags: ['my-turn'],
              initial: 'route',
              states: {
                route: {
                  always: [
                    { guard: { type: 'stageIs', params: { stage: 'target' } }, target: 'target' },
                    { guard: { type: 'stageIs', params: { stage: 'twist' } }, target: 'twist' },
                    {
                      guard: { type: 'stageIs', params: { stage: 'confirm' } },
                      target: 'confirming',
                    },
                    { target: 'chevron' },
                  ],
                },
                chevron: {
                  tags: ['choosing-chevron'],
                  always: {
                    guard: { type: 'stageIsNot', params: { stage: 'chevron' } },
                    target: 'route',
                  },
                },
                target: {
                  tags: ['choosing-target'],
                  always: {
                    guard: { type: 'stageIsNot', params: { stage: 'target' } },
                    target: 'route',
                  },
                },
                twist: {
                  tags: ['choosing-twist'],
                  always: {
                    guard: { type: 'stageIsNot', params: { stage: 'twist' } },
                    target: 'route',
                  },
                },
                confirming: {
                  tags: ['confirming'],
                  always: {
                    guard: { type: 'stageIsNot', params: { stage: 'confirm' } },
                    target: 'route',
                  },
                },
              },
            },
            /** The bot searches (off the main thread in a page) and moves after a human-looking delay. */
            bot: {
              tags: ['bot-thinking'],
              entry: 'tellBot',
            },
          },
        },
        /** A move on show: its length is the animation's (from the pace and the move). */
        animating: {
          tags: ['animating'],
          after: {
            animationDelay: {
              target: 'route',
              actions: { type: 'carryOut', params: ({ context }) => nextBeatPlan(context) },
            },
          },
        },
        /** A player with no move passes: announced, a short pause. */
        forcedPass: {
          tags: ['forced-pass'],
          after: {
            passDelay: {
              target: 'route',
              actions: { type: 'carryOut', params: ({ context }) => nextBeatPlan(context) },
            },
          },
        },
        /** A replay: the next recorded move after a pause. */
        replaying: {
          tags: ['replaying'],
          after: {
            replayDelay: {
              target: 'route',
              actions: { type: 'carryOut', params: ({ context }) => replayPlan(context) },
            },
          },
        },
        /** Game over: every event is refused. */
        over: { tags: ['over'] },
      },
    },
    /** The round as shown: normal play, then the final round once announced, then the end. */
    round: {
      initial: 'playing',
      states: {
        playing: {
          always: [
            { guard: 'gameOver', target: 'done' },
            { guard: 'finalRound', target: 'final' },
          ],
        },
        final: {
          tags: ['final-round'],
          always: { guard: 'gameOver', target: 'done' },
        },
        done: {},
      },
    },
  },
});
