// How long the deal's cards take to land on the table: the scene spreads them so, and the person's first question waits for them.

/** The latest a dealt card sets off (s), whatever the table's size. */
export const DEAL_SPREAD = 0.8;

/**
 * From the deal until its last card has landed (ms): the spread, a card's move (scene/motion.ts
 * MOVE_S, 0.45 s) and a breath. The widow's or the bid's question is not shown before.
 */
export const DEAL_LANDS_MS = 1400;

/** How long the person's first question waits after a deal: nothing flies with reduced motion. */
export function dealHoldMs(reducedMotion: boolean): number {
  return reducedMotion ? 0 : DEAL_LANDS_MS;
}

/**
 * Whether the cards of a deal made at `dealtAt` (ms; null: no deal seen) have landed at `now`,
 * `hold` ms after it (dealHoldMs).
 */
export function dealLanded(now: number, dealtAt: number | null, hold = DEAL_LANDS_MS): boolean {
  return dealtAt === null || now - dealtAt >= hold;
}
