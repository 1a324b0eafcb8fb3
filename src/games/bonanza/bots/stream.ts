// Each bot's random stream, fresh every hand from the game's seed: a hand restored from a save plays as it did.
import { createRng, deriveSeed, type Rng } from '../../../lib/rng';

/** The generator of the bot at `seat` for hand `hand` (from 1) of the game seeded `seed`. */
export function botRng(seed: number, seat: number, hand: number): Rng {
  return createRng(deriveSeed(seed, `bot ${seat} hand ${hand}`));
}
