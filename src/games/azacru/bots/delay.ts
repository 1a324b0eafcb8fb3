// When a bot's move is shown: a human-looking ex-Gaussian think time, never before its search has finished.
import { sampleDelay } from '../../../lib/human-timing';
import { createRng, type Rng } from '../../../lib/rng';
import type { AzacruBotParams } from './params';
import { delaySeed } from './stream';

/** Milliseconds after the start of the bot's turn at which its move should appear. */
export function moveDelay(params: AzacruBotParams, searchMs: number, rng: Rng): number {
  return Math.max(searchMs, sampleDelay(params.think, params.floorMs, rng));
}

/**
 * The human-looking delay of `seat`'s turn `turn` in a game of `seed` (ms from the turn's start),
 * scaled by the pace (0: none). The table's bot waits this long, and at least until its search ends.
 */
export function turnDelayMs(
  params: AzacruBotParams,
  seed: number,
  seat: number,
  turn: number,
  scale: number,
): number {
  const sampled = sampleDelay(params.think, params.floorMs, createRng(delaySeed(seed, seat, turn)));
  return Math.round(sampled * scale);
}
