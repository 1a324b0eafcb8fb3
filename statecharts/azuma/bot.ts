// A bot seat as a child actor: it looks at each view it is sent and acts at its wake-up time; the brain decides.
import { enqueueActions, setup } from 'xstate';
import { act, type BotBrain, newBrain, observe } from '../../src/games/azuma/bots/brain';
import type { BotParams } from '../../src/games/azuma/bots/params';
import type { SeatView } from '../../src/games/azuma/bots/view';

export interface BotInput {
  readonly seat: number;
  readonly params: BotParams;
  readonly seed: number;
  readonly now: () => number;
}

export type BotEvent =
  { readonly type: 'VIEW'; readonly view: SeatView } | { readonly type: 'WAKE' };

export interface BotContext {
  /** The bot's mind: plain data that only its own two acts change (brain.ts). */
  readonly brain: BotBrain;
  readonly now: () => number;
}

export const botMachine = setup({
  types: {
    context: {} as BotContext,
    input: {} as BotInput,
    events: {} as BotEvent,
  },
  guards: {
    planned: ({ context }) => context.brain.wakeAt !== Infinity,
  },
  actions: {
    observe: ({ context, event }) => {
      if (event.type === 'VIEW') observe(context.brain, event.view, context.now());
    },
    act: enqueueActions(({ context, self, enqueue }) => {
      // The act happens at the planned time itself (the clock reads the same on a stepping clock).
      const move = act(context.brain, context.brain.wakeAt);
      // Sent as the bot's own move: the table takes it from this actor only, for this seat only.
      if (move) enqueue.sendParent({ type: 'bot.move', bot: self, move });
    }),
  },
  delays: {
    wake: ({ context }) => Math.max(0, context.brain.wakeAt - context.now()),
  },
}).createMachine({
  id: 'bot',
  context: ({ input }) => ({
    brain: newBrain(input.seat, input.params, input.seed),
    now: input.now,
  }),
  initial: 'looking',
  // Every view may change the plans: the wake-up timer starts again from the brain's new time.
  on: { VIEW: { target: '.looking', reenter: true, actions: 'observe' } },
  states: {
    looking: { always: { guard: 'planned', target: 'waiting' } },
    waiting: { after: { wake: { target: 'looking', actions: 'act' } } },
  },
});
