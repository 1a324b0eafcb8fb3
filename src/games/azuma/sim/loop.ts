// The fast loop: a game played on a timed-event queue over the same flow step and bot brains as the XState table.
import { deriveSeed } from '../../../lib/rng';
import { act, type BotBrain, newBrain, observe } from '../bots/brain';
import type { SeatView } from '../bots/view';
import type { SaveGame } from '../flow/save';
import {
  playerStepInPlace,
  stepInPlace,
  stepOut,
  startState,
  stepPersonInPlace,
  tickInPlace,
} from '../flow/step';
import type { FlowState, LoggedEvent, PlayerEvent, TableConfig, TableEmitted } from '../flow/types';
import { LiveSeatView } from '../flow/view';

/**
 * Something that plays a seat the way a bot does (a bot, or a modelled person): it looks at the views
 * it is sent and acts at its wake-up time.
 */
export interface Agent {
  readonly wakeAt: number;
  observe(view: SeatView, now: number): void;
  act(now: number): PlayerEvent | null;
}

/**
 * A bot as an agent of the loop: a class, so that making one per seat and game is one small object
 * (an object literal with a getter and methods made a closure for each, and defined the getter at
 * run time, at every seat of every simulated game).
 */
class BotAgent implements Agent {
  constructor(readonly brain: BotBrain) {}

  get wakeAt(): number {
    return this.brain.wakeAt;
  }

  observe(view: SeatView, now: number): void {
    observe(this.brain, view, now);
  }

  act(now: number): PlayerEvent | null {
    return act(this.brain, now);
  }
}

export function botAgent(brain: BotBrain): Agent & { readonly brain: BotBrain } {
  return new BotAgent(brain);
}

export interface LoopOptions {
  /** Seats played by something other than their configured bot (a modelled person), by seat. */
  readonly agents?: Readonly<Record<number, Agent>>;
  /**
   * A person's events at their times since the game started (a replay log, or a test's inputs),
   * checked as any event from outside is (flow/step.ts stepPersonInPlace).
   */
  readonly script?: readonly LoggedEvent[];
  /** Every emitted event, as the XState table emits them (off: faster, nothing is built). */
  readonly onEmitted?: (e: TableEmitted) => void;
  /** After every step, with the event just stepped (invariant checks, statistics). */
  readonly onStep?: (s: FlowState, event: PlayerEvent | null) => void;
  /** After a step that moved the table to another phase (statistics without a call per step). */
  readonly onPhase?: (s: FlowState) => void;
  /** Stop after this many steps (a game that never ends is a bug the caller reports). */
  readonly maxSteps?: number;
  /** Continue a saved game at the start of its hand (the config is the save's). */
  readonly restore?: SaveGame;
}

export interface LoopResult {
  readonly state: FlowState;
  readonly agents: readonly (Agent | null)[];
  /** The bots' minds, by seat (null for a seat played by an agent of the caller's, or a person). */
  readonly brains: readonly (BotBrain | null)[];
  readonly steps: number;
  readonly finished: boolean;
}

const START = { type: 'START' } as const;

/**
 * Plays one game to the end. The order is the XState table's on a stepping clock: whatever is due
 * first happens first (timers and seats never fall on the same instant, flow/time.ts); a person's
 * scripted event at time t comes after everything due by t.
 */
export function playGame(config: TableConfig, o: LoopOptions = {}): LoopResult {
  const quiet = o.onEmitted === undefined;
  const out = stepOut(quiet);
  const s = startState(config, 0, o.restore);
  const n = config.players;
  // Bots are read directly (the loop asks every seat's wake-up time at every step).
  const brains: (BotBrain | null)[] = config.seats.map((seat, i) =>
    seat.kind === 'bot' && !o.agents?.[i]
      ? newBrain(i, seat.bot, deriveSeed(config.seed, `bot-${i}`))
      : null,
  );
  const agents: (Agent | null)[] = config.seats.map((_, i) => {
    const brain = brains[i];
    return o.agents?.[i] ?? (brain ? botAgent(brain) : null);
  });
  const views = agents.map((_, seat) => new LiveSeatView(s, seat));
  const script = o.script ?? [];
  let next = 0;
  let steps = 0;
  const maxSteps = o.maxSteps ?? 2_000_000;

  let phase = s.phase;
  const onPhase = o.onPhase;
  const deliver = (now: number) => {
    if (!quiet) for (const e of out.emitted) o.onEmitted?.(e);
    if (onPhase && s.phase !== phase) {
      phase = s.phase;
      onPhase(s);
    }
    if (out.notify === 0) return;
    for (let seat = 0; seat < n; seat += 1) {
      const agent = agents[seat];
      if (!agent || !(out.notify & (1 << seat))) continue;
      const view = (views[seat] as LiveSeatView).refresh();
      const brain = brains[seat];
      if (brain) observe(brain, view, now);
      else agent.observe(view, now);
    }
  };

  stepInPlace(s, START, 0, out);
  deliver(0);
  while (s.phase !== 'over' && steps < maxSteps) {
    steps += 1;
    let at = s.deadline ?? Infinity;
    let who = -1;
    for (let seat = 0; seat < n; seat += 1) {
      const brain = brains[seat] ?? null;
      const w = brain !== null ? brain.wakeAt : (agents[seat]?.wakeAt ?? Infinity);
      if (w < at) {
        at = w;
        who = seat;
      }
    }
    const scripted = script[next];
    if (scripted && s.startedAt + scripted.t < at) {
      next += 1;
      const t = s.startedAt + scripted.t;
      const e = scripted.event;
      const event = e.type === 'GRAB' ? { ...e, at: s.startedAt + e.at } : e;
      // A person's event comes from outside: checked as the XState table checks it (sendPerson).
      stepPersonInPlace(s, event, t, out);
      o.onStep?.(s, event);
      deliver(t);
      continue;
    }
    if (at === Infinity) break;
    if (who < 0) {
      tickInPlace(s, at, out);
      o.onStep?.(s, null);
      deliver(at);
      continue;
    }
    const brain = brains[who];
    const event = brain ? act(brain, at) : (agents[who] as Agent).act(at);
    if (event) {
      playerStepInPlace(s, event, at, out);
      o.onStep?.(s, event);
      deliver(at);
    }
  }
  return { state: s, agents, brains, steps, finished: s.phase === 'over' };
}
