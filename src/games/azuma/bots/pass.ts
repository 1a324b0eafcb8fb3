// Pass policy: which card to give away, at three skill levels (random, basic, expert); allocation-free.
import type { CardId } from '../rules/cards';
import type { Rng } from '../../../lib/rng';
import { expertPass } from './expert';
import { CANDIDATES, cardOf, COUNTS, countSuits } from './hand-suits';
import type { BotMemory } from './memory';
import type { Skill } from './params';
import type { SeatView } from './view';

/** Basic: keep the two biggest groups (bombs are a group like any suit), give away from the smallest. */
function basicPass(hand: readonly CardId[], rng: Rng): CardId {
  const n = countSuits(hand);
  let min = Infinity;
  for (let i = 0; i < n; i += 1) min = Math.min(min, COUNTS[CANDIDATES[i] as number] as number);
  let smallest = 0;
  for (let i = 0; i < n; i += 1) {
    const s = CANDIDATES[i] as number;
    if (COUNTS[s] === min) CANDIDATES[smallest++] = s;
  }
  return cardOf(hand, CANDIDATES[rng.int(smallest)] as number);
}

/** The card this seat passes. Never a card it does not hold. */
export function choosePass(view: SeatView, memory: BotMemory, skill: Skill, rng: Rng): CardId {
  const hand = view.hand;
  if (hand.length === 0) throw new Error('cannot pass from an empty hand');
  switch (skill) {
    case 'random':
      return hand[rng.int(hand.length)] as CardId;
    case 'basic':
      return basicPass(hand, rng);
    case 'expert':
      return expertPass(view, memory, rng);
  }
}
