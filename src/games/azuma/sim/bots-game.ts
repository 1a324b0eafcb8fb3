// A bots-only game on the fast loop, with what the arena and the benchmarks read of it.
import { deriveSeed } from '../../../lib/rng';
import { type BotBrain, newBrain } from '../bots/brain';
import type { Scorebook } from '../rules';
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
      const agent = botAgent(brain);
      (agents as Record<number, Agent>)[i] = {
        get wakeAt() {
          return brain.wakeAt;
        },
        observe: agent.observe,
        act(now) {
          const start = performance.now();
          const event = agent.act(now);
          actMicros[i] = (actMicros[i] ?? 0) + (performance.now() - start) * 1000;
          acts[i] = (acts[i] ?? 0) + 1;
          return event;
        },
      };
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
