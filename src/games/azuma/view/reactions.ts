// The bots' sampled reaction delays, read from the bot actors, and the shape of a reaction time.
import type { TableSnapshot } from './selectors';

export type ReactionKind = 'own-win' | 'after-grab';

export interface Reaction {
  readonly kind: ReactionKind;
  readonly ms: number;
}

export interface SeatReactions {
  readonly seat: number;
  readonly reactions: readonly Reaction[];
}

/** The bots' sampled delays, from the bot child actors' context. */
export function botReactions(s: TableSnapshot): SeatReactions[] {
  return s.context.bots.flatMap((bot, seat) => {
    if (!bot) return [];
    const c = bot.getSnapshot().context.brain;
    return [
      {
        seat,
        reactions: [
          ...c.recognitions.map((ms): Reaction => ({ kind: 'own-win', ms: Math.round(ms) })),
          ...c.reactions.map((ms): Reaction => ({ kind: 'after-grab', ms: Math.round(ms) })),
        ],
      },
    ];
  });
}
