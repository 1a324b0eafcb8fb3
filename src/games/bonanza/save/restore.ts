// The flow's state of a saved game at the start of its next hand: same deal from the seed and the hand's number.
import { dealRngAfter } from '../rules/deal';
import { type BonanzaState, cloneState, newGame } from '../rules/state';
import { gameConfigOf } from './config';
import type { BonanzaSave } from './save';

/** The state waiting for the antes of hand `save.hand + 1`, as the game left it. */
export function restoredState(save: BonanzaSave): BonanzaState {
  const s = cloneState(newGame(gameConfigOf(save.config)));
  s.rng = dealRngAfter(s.rng, save.hand);
  s.hand = save.hand;
  s.dealer = save.dealer;
  s.stacks = save.stacks.slice();
  s.sheet = save.sheet.slice();
  s.out = save.out.slice();
  // The players of the last hand: nobody goes out between a hand's end and the next antes.
  s.inHand = save.out.map((out) => save.hand > 0 && !out);
  return s;
}
