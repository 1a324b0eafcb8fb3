// Each bot decision's random seeds, from the game's seed, the seat and the turn: a restored game plays on as it would have.
import { deriveSeed } from '../../../lib/rng';

/** The seed of the choice (random pick, basic tie-break, expert search) of `seat` at turn `turn`. */
export function choiceSeed(seed: number, seat: number, turn: number): number {
  return deriveSeed(seed, `choice ${seat} turn ${turn}`);
}

/** The seed of the human-looking delay before `seat` shows its move of turn `turn`. */
export function delaySeed(seed: number, seat: number, turn: number): number {
  return deriveSeed(seed, `delay ${seat} turn ${turn}`);
}
