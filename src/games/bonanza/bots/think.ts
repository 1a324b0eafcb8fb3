// How long a bot takes over a decision: an ex-Gaussian draw, considered or quick, never below its floor.
import { sampleDelay } from '../../../lib/human-timing';
import type { Rng } from '../../../lib/rng';
import type { BonanzaBotParams } from './params';

export type DecisionKind = 'think' | 'glance';

/** The think time in ms of one decision. */
export function thinkMs(p: BonanzaBotParams, kind: DecisionKind, rng: Rng): number {
  return sampleDelay(kind === 'think' ? p.think : p.glance, p.floorMs, rng);
}
