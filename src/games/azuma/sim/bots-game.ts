// A bots-only game on the fast loop, with what the arena and the benchmarks read of it.
import { deriveSeed } from '../../../lib/rng';
import { type BotBrain, newBrain } from '../bots/brain';
import type { Scorebook } from '../rules';
import type { PlayerEvent } from '../rules/moves';
import type { SeatView } from '../bots/view';
import type { TableConfig } from '../flow/types';
import { type Agent, botAgent, playGame } from './loop';

export interface BotsGame {
  readonly book: Scorebook;
  readonly hands: number;
  readonly finished: boolean;
  /** Per seat: the sampled recognition and reaction delays (ms). */
  readonly recognitions: readonly (readonly number[])[];
  readonly reactions: readonly (readonly number[])[];
  /** Per seat: microseconds spent in its acts (choosing a card, a stick...), and how many. */
  readonly actMicros: readonly number[];
  readonly acts: readonly number[];
}

/**
 * A bot whose every act is timed (a class: an object literal with a getter, made at every seat of
 * every game, gave the simulator a new hidden class each time).
 */
class TimedAgent implements Agent {
  constructor(
    private readonly agent: Agent,
    private readonly timed: (micros: number) => void,
  ) {}

  get wakeAt(): number {
    return this.agent.wakeAt;
  }

  observe(view: SeatView, now: number): void {
    this.agent.observe(view, now);
  }

  act(now: number): PlayerEvent | null {
    const start = performance.now();
    const event = this.agent.act(now);
    this.timed((performance.now() - start) * 1000);
    return event;
  }
}

/** Plays a bots-only game; `timeActs` measures each bot's acts (a little slower). */
export function playBots(config: TableConfig, timeActs = false): BotsGame {
  const actMicros = new Array<number>(config.players).fill(0);
  const acts = new Array<number>(config.players).fill(0);
  let brains: (BotBrain | null)[] = [];
  let agents: Record<number, Agent> | undefined;
  if (timeActs) {
    agents = {};
    config.seats.forEach((seat, i) => {
      if (seat.kind !== 'bot') throw new Error('playBots plays bots-only tables');
      const brain = newBrain(i, seat.bot, deriveSeed(config.seed, `bot-${i}`));
      brains[i] = brain;
      (agents as Record<number, Agent>)[i] = new TimedAgent(botAgent(brain), (micros) => {
        actMicros[i] = (actMicros[i] ?? 0) + micros;
        acts[i] = (acts[i] ?? 0) + 1;
      });
    });
  }
  const r = playGame(config, agents ? { agents } : {});
  if (!agents) brains = r.brains.slice();
  return {
    book: r.state.book,
    hands: r.state.handNo,
    finished: r.finished,
    recognitions: brains.map((b) => b?.recognitions ?? []),
    reactions: brains.map((b) => b?.reactions ?? []),
    actMicros,
    acts,
  };
}
