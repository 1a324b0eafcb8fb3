// When a bot's move is shown: a human-looking ex-Gaussian think time, never before its search has finished.
import { sampleDelay } from '../../../lib/human-timing';
import type { Rng } from '../../../lib/rng';
import type { AzacruBotParams } from './params';

/** Milliseconds after the start of the bot's turn at which its move should appear. */
export function moveDelay(params: AzacruBotParams, searchMs: number, rng: Rng): number {
  return Math.max(searchMs, sampleDelay(params.think, params.floorMs, rng));
}
