// An AZACRU bot seat as a child actor: told of its turn, it searches on the host and shows its move after a human delay.
import { assign, enqueueActions, fromCallback, sendParent, setup } from 'xstate';
import { createRng } from '../../src/lib/rng';
import { chooseMove } from '../../src/games/azacru/bots/choose';
import type { AzacruBotParams } from '../../src/games/azacru/bots/params';
import { turnDelayMs } from '../../src/games/azacru/bots/delay';
import { choiceSeed } from '../../src/games/azacru/bots/stream';
import type { AzacruState } from '../../src/games/azacru/rules/state';
import type { SearchHost, SearchRequest } from '../../src/games/azacru/worker/host';
import type { SearchMove } from '../../src/games/azacru/worker/protocol';
import { searchMoveOf } from '../../src/games/azacru/worker/serve';
import type { BotMoveEvent, BotThinkingEvent } from './types';

export interface AzacruBotInput {
  readonly seat: number;
  readonly params: AzacruBotParams;
  /** The game's seed: each turn's choice and delay streams come from it. */
  readonly seed: number;
  /** The expert's time cap on the host's clock (null: its iteration budget alone). */
  readonly searchMs: number | null;
  readonly host: SearchHost;
  /** The pace's factor on the human-looking delay (0: the move as soon as the search ends). */
  readonly delayScale: number;
}

/** The table tells the bot it is its turn, with the position. */
export type AzacruBotEvent =
  | { readonly type: 'TURN'; readonly state: AzacruState }
  | { readonly type: 'search.progress'; readonly iterations: number }
  | { readonly type: 'search.done'; readonly move: SearchMove | null; readonly iterations: number }
  | { readonly type: 'search.failed'; readonly message: string };

export interface AzacruBotContext extends AzacruBotInput {
  /** The position of the turn being thought about. */
  readonly state: AzacruState | null;
  readonly move: SearchMove | null;
  /** The human-looking delay of this turn (ms from the turn's start). */
  readonly delayMs: number;
  /** Searches the host could not run (the move then came from the basic bot). */
  readonly failures: number;
}

/** Runs one search on the host; its progress, move or failure come back as events. */
const searchActor = fromCallback<
  AzacruBotEvent,
  { readonly host: SearchHost; readonly request: SearchRequest }
>(({ input, sendBack }) => {
  const job = input.host.start(input.request, {
    progress: (p) => sendBack({ type: 'search.progress', iterations: p.iterations }),
    done: (r) => sendBack({ type: 'search.done', move: r.move, iterations: r.iterations }),
    failed: (message) => sendBack({ type: 'search.failed', message }),
  });
  return () => job.cancel();
});

const turnOf = (c: AzacruBotContext): number => c.state?.turn ?? 0;
const rngFor = (c: AzacruBotContext) => createRng(choiceSeed(c.seed, c.seat, turnOf(c)));

export const azacruBotMachine = setup({
  types: {
    context: {} as AzacruBotContext,
    input: {} as AzacruBotInput,
    events: {} as AzacruBotEvent,
  },
  actors: { search: searchActor },
  guards: {
    searches: ({ context }) => context.params.skill === 'expert',
  },
  actions: {
    /** The turn's position and its human-looking delay (bots/delay.ts; the move waits for the search too). */
    takeTurn: assign(({ context: c, event }) => {
      if (event.type !== 'TURN') return {};
      const delayMs = turnDelayMs(c.params, c.seed, c.seat, event.state.turn, c.delayScale);
      return { state: event.state, move: null, delayMs };
    }),
    /** A bot that does not search picks at once. */
    pick: assign(({ context: c }) => ({
      move: c.state ? searchMoveOf(chooseMove(c.state, c.params, rngFor(c))) : null,
    })),
    /** The host failed: the basic bot's move, from the same stream. */
    fallBack: assign(({ context: c }) => ({
      failures: c.failures + 1,
      move: c.state
        ? searchMoveOf(chooseMove(c.state, { ...c.params, skill: 'basic' }, rngFor(c)))
        : null,
    })),
    tellProgress: enqueueActions(({ context: c, event, self, enqueue }) => {
      if (event.type !== 'search.progress') return;
      enqueue.sendParent({
        type: 'bot.thinking',
        bot: self,
        turn: turnOf(c),
        iterations: event.iterations,
        budget: c.params.search.iterations,
      } satisfies BotThinkingEvent);
    }),
    sendMove: sendParent(
      ({ context: c, self }) =>
        ({ type: 'bot.move', bot: self, turn: turnOf(c), move: c.move }) satisfies BotMoveEvent,
    ),
  },
  delays: {
    thinkDelay: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'azacru-bot',
  context: ({ input }) => ({ ...input, state: null, move: null, delayMs: 0, failures: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { TURN: { target: 'thinking', actions: 'takeTurn' } },
    },
    /** The search and the human-looking delay run side by side; the move is sent when both are over. */
    thinking: {
      type: 'parallel',
      states: {
        search: {
          initial: 'start',
          states: {
            start: {
              always: [
                { guard: 'searches', target: 'running' },
                { target: 'found', actions: 'pick' },
              ],
            },
            running: {
              invoke: {
                src: 'search',
                input: ({ context: c }) => ({
                  host: c.host,
                  request: {
                    state: c.state as AzacruState,
                    params: c.params,
                    seed: choiceSeed(c.seed, c.seat, turnOf(c)),
                    maxMs: c.searchMs,
                  },
                }),
              },
              on: {
                'search.progress': { actions: 'tellProgress' },
                'search.done': {
                  target: 'found',
                  actions: assign(({ event }) => ({ move: event.move })),
                },
                'search.failed': { target: 'found', actions: 'fallBack' },
              },
            },
            found: { type: 'final' },
          },
        },
        delay: {
          initial: 'waiting',
          states: {
            waiting: { after: { thinkDelay: 'over' } },
            over: { type: 'final' },
          },
        },
      },
      onDone: { target: 'idle', actions: 'sendMove' },
    },
  },
});
