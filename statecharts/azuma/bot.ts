// A bot seat as a child actor: sees only its SeatView, and sends the same events as a person, after human-like delays.
import { assign, enqueueActions, setup } from 'xstate';
import { chooseRotation, chooseStick, chooseXCell, reachMs } from '../../src/games/azuma/bots/grab';
import { sampleDelay } from '../../src/lib/human-timing';
import { type BotMemory, emptyMemory, remember } from '../../src/games/azuma/bots/memory';
import { type MistakePlan, planMistakes } from '../../src/games/azuma/bots/mistakes';
import type { BotParams } from '../../src/games/azuma/bots/params';
import { choosePass } from '../../src/games/azuma/bots/pass';
import type { SeatView } from '../../src/games/azuma/bots/view';
import { createRng, deriveSeed, isWinningHand, type Rng } from '../../src/games/azuma/rules';
import type { PlayerEvent } from '../../src/games/azuma/flow/types';

export interface BotInput {
  readonly seat: number;
  readonly params: BotParams;
  readonly seed: number;
  readonly now: () => number;
}

export type BotEvent = { readonly type: 'VIEW'; readonly view: SeatView };

export interface BotContext extends BotInput {
  readonly view: SeatView | null;
  readonly memory: BotMemory;
  readonly rngState: number;
  readonly rngHand: number;
  /** The delay sampled for the pending card decision and the pending grab. */
  readonly thinkMs: number;
  readonly grabMs: number;
  /** Stats: sampled recognition and reaction delays (ms), for the arena and the end screen. */
  readonly recognitions: readonly number[];
  readonly reactions: readonly number[];
  /** This hand's planned false grab (a mistake), at this call; -1 for none. */
  readonly falseGrabAt: number;
  readonly fakeAt: number;
  /** Counts views, so a state can wait for the table's answer to what it sent. */
  readonly viewSeq: number;
  readonly sentSeq: number;
  readonly turnedHand: number;
  /** The hand in which this bot faked: it takes no stick in that hand. */
  readonly fakedHand: number;
  readonly pending: PlayerEvent | null;
}

// --- helpers (pure): all randomness comes from the bot's own seeded stream, reset per hand ---

function rngFor(ctx: BotContext, view: SeatView): { rng: Rng; fresh: boolean } {
  if (ctx.rngHand === view.handNo) return { rng: createRng(ctx.rngState), fresh: false };
  return { rng: createRng(deriveSeed(ctx.seed, `${ctx.seat}-${view.handNo}`)), fresh: true };
}

const ownWin = (v: SeatView) => isWinningHand(v.hand);
const holdsStick = (v: SeatView) => v.sticks.some((s) => s.owner === v.seat);
const freeStick = (v: SeatView) => v.sticks.some((s) => s.owner === null);

/** Updates view, memory and the per-hand random plan (mistakes) from a VIEW. */
function observe(ctx: BotContext, view: SeatView): Partial<BotContext> {
  const { rng, fresh } = rngFor(ctx, view);
  const plan: MistakePlan = fresh ? planMistakes(ctx.params, view.edition, rng) : ctx;
  return {
    falseGrabAt: plan.falseGrabAt,
    fakeAt: plan.fakeAt,
    view,
    viewSeq: ctx.viewSeq + 1,
    memory: remember(ctx.memory, view),
    rngState: rng.state(),
    rngHand: view.handNo,
  };
}

function sample(ctx: BotContext, f: (rng: Rng) => number): { value: number; rngState: number } {
  const rng = createRng(ctx.rngState);
  const value = f(rng);
  return { value, rngState: rng.state() };
}

const answered = (c: BotContext) => c.viewSeq > c.sentSeq;
const mayGrab = (c: BotContext): c is BotContext & { view: SeatView } =>
  c.view !== null && c.fakedHand !== c.view.handNo;
const inGrab = (c: BotContext) => c.view !== null && c.view.phase === 'grab';

export const botMachine = setup({
  types: {
    context: {} as BotContext,
    input: {} as BotInput,
    events: {} as BotEvent,
  },
  guards: {
    needsX: ({ context: c }) => c.view?.xOpen != null,
    canTurn: ({ context: c }) => c.view?.canTurn === true && c.turnedHand !== c.view.handNo,
    needsToChoose: ({ context: c }) =>
      c.view !== null &&
      c.view.phase === 'passing' &&
      !c.view.grabbed &&
      c.view.chosen === null &&
      (!ownWin(c.view) || !mayGrab(c)),
    notPassing: ({ context: c }) => c.view === null || c.view.phase !== 'passing' || c.view.grabbed,
    answered: ({ context: c }) => answered(c),
    seesOwnWin: ({ context: c }) =>
      mayGrab(c) && !c.view.grabbed && c.view.phase === 'passing' && ownWin(c.view),
    mistakeNow: ({ context: c }) =>
      mayGrab(c) &&
      !c.view.grabbed &&
      c.view.phase === 'passing' &&
      c.falseGrabAt >= 0 &&
      c.view.calls >= c.falseGrabAt,
    fakeNow: ({ context: c }) =>
      c.view !== null &&
      !c.view.grabbed &&
      c.view.phase === 'passing' &&
      c.fakeAt >= 0 &&
      c.view.calls >= c.fakeAt,
    seesOthersGrab: ({ context: c }) =>
      mayGrab(c) && inGrab(c) && !holdsStick(c.view as SeatView) && freeStick(c.view as SeatView),
    windowGone: ({ context: c }) =>
      c.view !== null &&
      c.view.phase !== 'passing' &&
      c.view.phase !== 'grab' &&
      c.view.phase !== 'dealing',
    gotStick: ({ context: c }) => answered(c) && inGrab(c) && holdsStick(c.view as SeatView),
    missedStick: ({ context: c }) =>
      answered(c) && inGrab(c) && !holdsStick(c.view as SeatView) && freeStick(c.view as SeatView),
    lostStick: ({ context: c }) =>
      mayGrab(c) && inGrab(c) && !holdsStick(c.view as SeatView) && freeStick(c.view as SeatView),
    handOver: ({ context: c }) => answered(c) && !inGrab(c),
    backToPassing: ({ context: c }) =>
      c.view !== null && c.view.phase !== 'grab' && !c.view.grabbed,
  },
  actions: {
    observe: assign(({ context, event }) => observe(context, event.view)),
    sampleThink: assign(({ context: c }) => {
      const s = sample(c, (rng) => sampleDelay(c.params.think, c.params.floorMs, rng));
      return { thinkMs: s.value, rngState: s.rngState };
    }),
    sampleRecognition: assign(({ context: c }) => {
      const view = c.view as SeatView;
      const s = sample(c, (rng) => sampleDelay(c.params.recognition, c.params.floorMs, rng));
      const stick = chooseStick(view);
      const reach = stick === null ? 0 : reachMs(view, stick, c.params);
      return {
        grabMs: s.value + reach,
        rngState: s.rngState,
        recognitions: [...c.recognitions, s.value],
      };
    }),
    sampleReaction: assign(({ context: c }) => {
      const view = c.view as SeatView;
      const s = sample(c, (rng) => sampleDelay(c.params.reaction, c.params.floorMs, rng));
      const stick = chooseStick(view);
      const reach = stick === null ? 0 : reachMs(view, stick, c.params);
      return {
        grabMs: s.value + reach,
        rngState: s.rngState,
        reactions: [...c.reactions, s.value],
      };
    }),
    clearMistake: assign({ falseGrabAt: -1 }),
    clearFake: assign({ fakeAt: -1 }),
    markSent: assign(({ context: c }) => ({ sentSeq: c.viewSeq })),
    decideChoice: assign(({ context: c }) => {
      const rng = createRng(c.rngState);
      const card = choosePass(c.view as SeatView, c.memory, c.params.skill, rng);
      return {
        pending: { type: 'CHOOSE', player: c.seat, card } as PlayerEvent,
        rngState: rng.state(),
      };
    }),
    decideX: assign(({ context: c }) => {
      const view = c.view as SeatView;
      return {
        pending: {
          type: 'PLACE_X',
          player: c.seat,
          colour: chooseXCell(view, view.xOpen ?? []),
        } as PlayerEvent,
      };
    }),
    decideTurn: assign(({ context: c }) => {
      const view = c.view as SeatView;
      return {
        pending: {
          type: 'TURN_BOARD',
          player: c.seat,
          rotation: chooseRotation(view),
        } as PlayerEvent,
        turnedHand: view.handNo,
      };
    }),
    decideGrab: assign(({ context: c }) => {
      const stick = chooseStick(c.view as SeatView);
      return {
        pending:
          stick === null
            ? null
            : ({ type: 'GRAB', player: c.seat, stick, at: c.now() } as PlayerEvent),
      };
    }),
    decideFake: assign(({ context: c }) => ({
      pending: { type: 'FAKE', player: c.seat } as PlayerEvent,
      fakedHand: c.view?.handNo ?? -1,
    })),
    sendPending: enqueueActions(({ context: c, enqueue }) => {
      if (c.pending) enqueue.sendParent(c.pending);
    }),
  },
  delays: {
    thinkDelay: ({ context }) => context.thinkMs,
    grabDelay: ({ context }) => context.grabMs,
    shortDelay: ({ context }) => context.params.floorMs * 2,
  },
}).createMachine({
  id: 'bot',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    view: null,
    memory: emptyMemory(),
    rngState: deriveSeed(input.seed, input.seat),
    rngHand: -1,
    thinkMs: 0,
    grabMs: 0,
    recognitions: [],
    reactions: [],
    falseGrabAt: -1,
    fakeAt: -1,
    viewSeq: 0,
    sentSeq: 0,
    turnedHand: -1,
    fakedHand: -1,
    pending: null,
  }),
  on: { VIEW: { actions: 'observe' } },
  states: {
    cards: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'needsX', target: 'placingX' },
            { guard: 'canTurn', target: 'turning' },
            { guard: 'needsToChoose', target: 'thinking' },
          ],
        },
        thinking: {
          entry: 'sampleThink',
          always: { guard: 'notPassing', target: 'idle' },
          after: {
            thinkDelay: { target: 'waiting', actions: ['decideChoice', 'sendPending', 'markSent'] },
          },
        },
        placingX: {
          after: {
            shortDelay: { target: 'waiting', actions: ['decideX', 'sendPending', 'markSent'] },
          },
        },
        turning: {
          after: {
            shortDelay: { target: 'waiting', actions: ['decideTurn', 'sendPending', 'markSent'] },
          },
        },
        // Wait for the table's answer (a new view) before deciding again.
        waiting: { always: { guard: 'answered', target: 'idle' } },
      },
    },
    grab: {
      initial: 'watching',
      states: {
        watching: {
          always: [
            { guard: 'seesOwnWin', target: 'noticing' },
            { guard: 'mistakeNow', target: 'noticing', actions: 'clearMistake' },
            { guard: 'fakeNow', actions: ['clearFake', 'decideFake', 'sendPending'] },
            { guard: 'seesOthersGrab', target: 'reacting' },
          ],
        },
        noticing: {
          entry: 'sampleRecognition',
          always: { guard: 'windowGone', target: 'holding' },
          after: {
            grabDelay: { target: 'sent', actions: ['decideGrab', 'sendPending', 'markSent'] },
          },
        },
        reacting: {
          entry: 'sampleReaction',
          always: { guard: 'windowGone', target: 'holding' },
          after: {
            grabDelay: { target: 'sent', actions: ['decideGrab', 'sendPending', 'markSent'] },
          },
        },
        sent: {
          always: [
            { guard: 'gotStick', target: 'holding' },
            { guard: 'missedStick', target: 'reacting' },
            { guard: 'handOver', target: 'holding' },
          ],
        },
        holding: {
          always: [
            { guard: 'lostStick', target: 'reacting' },
            { guard: 'backToPassing', target: 'watching' },
          ],
        },
      },
    },
  },
});
