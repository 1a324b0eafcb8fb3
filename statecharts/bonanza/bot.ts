// A BONANZA RUMMY bot seat as a child actor: sees only its seat view, thinks a sampled time, then sends its decision.
import { assign, enqueueActions, setup } from 'xstate';
import { createRng, type Rng } from '../../src/lib/rng';
import { decide, decisionKind, mustDecide } from '../../src/games/bonanza/bots/decide';
import type { BonanzaBotParams } from '../../src/games/bonanza/bots/params';
import { botRng } from '../../src/games/bonanza/bots/stream';
import { thinkMs } from '../../src/games/bonanza/bots/think';
import type { SeatView } from '../../src/games/bonanza/rules/view';
import { seatAt } from '../../src/games/bonanza/sim/timeline';
import type { TableTime } from './time';
import type { BotMoveEvent } from './types';

export interface BonanzaBotInput {
  readonly seat: number;
  readonly params: BonanzaBotParams;
  /** The game's seed: the bot's random stream of each hand comes from it. */
  readonly seed: number;
  readonly time: TableTime;
}

/** The table shows the bot its seat: never a hidden card. */
export type BonanzaBotEvent = { readonly type: 'VIEW'; readonly view: SeatView };

export interface BonanzaBotContext extends BonanzaBotInput {
  /** The latest view: the bot decides from it when it wakes up. */
  readonly view: SeatView | null;
  /** The hand of the stream and its state. */
  readonly rngHand: number;
  readonly rngState: number;
  /** When the pending wake-up fires (table time). */
  readonly wakeAt: number;
  /** Think times sampled so far, in ms, and how many. */
  readonly thoughtMs: number;
  readonly thoughts: number;
}

// --- helpers (pure) ---

/** The bot's generator for the hand of `view`: fresh at a new hand, else where it left off. */
function streamFor(c: BonanzaBotContext, hand: number): Rng {
  return c.rngHand === hand ? createRng(c.rngState) : botRng(c.seed, c.seat, hand);
}

const asked = (view: SeatView) => mustDecide(view);

export const bonanzaBotMachine = setup({
  types: {
    context: {} as BonanzaBotContext,
    input: {} as BonanzaBotInput,
    events: {} as BonanzaBotEvent,
  },
  guards: {
    asked: ({ event }) => asked(event.view),
  },
  actions: {
    see: assign(({ event }) => ({ view: event.view })),
    /** One wake-up per decision, in this seat's lane of the timeline. */
    sampleThink: assign(({ context: c, event }) => {
      const rng = streamFor(c, event.view.hand);
      const ms = thinkMs(c.params, decisionKind(event.view), rng);
      return {
        rngHand: event.view.hand,
        rngState: rng.state(),
        wakeAt: seatAt(c.time.now(), ms, c.seat),
        thoughtMs: c.thoughtMs + ms,
        thoughts: c.thoughts + 1,
      };
    }),
    /** The decision is made at the wake-up, from the view as it is then. */
    decideAndSend: enqueueActions(({ context: c, self, enqueue }) => {
      const view = c.view;
      if (!view || !asked(view)) return;
      const rng = streamFor(c, view.hand);
      const move = decide(view, c.params, rng);
      enqueue.assign({ rngHand: view.hand, rngState: rng.state() });
      if (move) enqueue.sendParent({ type: 'bot.move', bot: self, move } satisfies BotMoveEvent);
    }),
  },
  delays: {
    thinkDelay: ({ context }) => context.time.delayTo(context.wakeAt),
  },
}).createMachine({
  id: 'bonanza-bot',
  context: ({ input }) => ({
    ...input,
    view: null,
    rngHand: -1,
    rngState: 0,
    wakeAt: 0,
    thoughtMs: 0,
    thoughts: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        VIEW: [
          { guard: 'asked', target: 'thinking', actions: ['see', 'sampleThink'] },
          { actions: 'see' },
        ],
      },
    },
    thinking: {
      on: {
        // Still asked: the same wake-up stands. No longer asked (the decision is void): back to idle.
        VIEW: [
          { guard: 'asked', actions: 'see' },
          { target: 'idle', actions: 'see' },
        ],
      },
      after: { thinkDelay: { target: 'idle', actions: 'decideAndSend' } },
    },
  },
});
