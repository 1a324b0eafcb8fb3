// Queen-Jack (QS + JD) and Ten-Two (10D + 2S): either card may be the Joker [G7].
import {
  type Card,
  JACK_OF_DIAMONDS,
  JOKER,
  QUEEN_OF_SPADES,
  TEN_OF_DIAMONDS,
  TWO_OF_SPADES,
} from './cards';

export type PairCall = 'queenJack' | 'tenTwo';

export const PAIR_CARDS: Readonly<Record<PairCall, readonly [Card, Card]>> = {
  queenJack: [QUEEN_OF_SPADES, JACK_OF_DIAMONDS],
  tenTwo: [TEN_OF_DIAMONDS, TWO_OF_SPADES],
};

/** Are these two cards the pair (one of them may be the Joker)? */
export function isPair(call: PairCall, cards: readonly Card[]): boolean {
  if (cards.length !== 2) return false;
  const [a, b] = PAIR_CARDS[call];
  const [x, y] = cards as [Card, Card];
  if (x === y) return false;
  const ok = (c: Card) => c === a || c === b || c === JOKER;
  return ok(x) && ok(y);
}

/**
 * The pairs a hand can show, naturals first: the natural pair, or one card with the Joker.
 * `holds(c)` says whether the hand holds card c.
 */
export function pairsIn(call: PairCall, holds: (c: Card) => boolean): Card[][] {
  const [a, b] = PAIR_CARDS[call];
  const out: Card[][] = [];
  if (holds(a) && holds(b)) out.push([a, b]);
  if (holds(JOKER)) {
    if (holds(a)) out.push([a, JOKER]);
    if (holds(b)) out.push([JOKER, b]);
  }
  return out;
}
