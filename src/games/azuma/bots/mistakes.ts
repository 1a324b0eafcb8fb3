// Mistakes planned once per hand at low skill: a false first grab, and (AZUMA) a fake, at some call.
import type { EditionId } from '../rules/editions';
import type { Rng } from '../../../lib/rng';
import type { BotParams } from './params';

export interface MistakePlan {
  /** The call from which this bot grabs without a winning hand; -1 for none. */
  readonly falseGrabAt: number;
  /** The call at which this bot starts to grab and takes no stick (AZUMA); -1 for none. */
  readonly fakeAt: number;
}

export function planMistakes(params: BotParams, edition: EditionId, rng: Rng): MistakePlan {
  const at = 3 + rng.int(25);
  return {
    falseGrabAt: rng.next() < params.falseGrabChance ? at : -1,
    fakeAt: edition === 'azuma' && rng.next() < params.fakeChance ? 2 + rng.int(25) : -1,
  };
}
