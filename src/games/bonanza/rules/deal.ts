// The deal [G3]: one card at a time from the dealer's left round to the dealer, then the widow, till the pack is out.
import { createRng, type Rng, shuffle } from '../../../lib/rng';
import { type Card, pack, PACK_SIZE } from './cards';

export interface Dealt {
  /** One hand per seat ([] for a seat not in the hand). */
  readonly hands: Card[][];
  readonly widow: Card[];
}

/** The seat on a player's left: play and the deal pass to it. */
export function leftOf(seat: number, players: number): number {
  return (seat + 1) % players;
}

/** The first seat in the hand at or after `from`, going left; -1 if none. */
export function firstInFrom(from: number, inHand: readonly boolean[]): number {
  const n = inHand.length;
  for (let i = 0; i < n; i += 1) {
    const seat = (from + i) % n;
    if (inHand[seat]) return seat;
  }
  return -1;
}

/** The seats in the hand in deal order: from the dealer's left round to the dealer. */
export function dealOrder(dealer: number, inHand: readonly boolean[]): number[] {
  const n = inHand.length;
  const order: number[] = [];
  for (let i = 1; i <= n; i += 1) {
    const seat = (dealer + i) % n;
    if (inHand[seat]) order.push(seat);
  }
  return order;
}

/**
 * Hand sizes in deal order, the widow last: with k players there are k + 1 hands and the first
 * `53 mod (k + 1)` of them get one card more.
 */
export function handSizes(k: number): number[] {
  const hands = k + 1;
  const base = Math.floor(PACK_SIZE / hands);
  const extra = PACK_SIZE % hands;
  return Array.from({ length: hands }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Deals an ordered pack: card i goes to hand i mod (k + 1) in deal order, the widow last. */
export function dealPack(
  cards: readonly Card[],
  dealer: number,
  inHand: readonly boolean[],
): Dealt {
  const order = dealOrder(dealer, inHand);
  const hands: Card[][] = inHand.map(() => []);
  const widow: Card[] = [];
  const slots = order.length + 1;
  for (let i = 0; i < cards.length; i += 1) {
    const c = cards[i] as Card;
    const seat = order[i % slots];
    if (seat === undefined) widow.push(c);
    else hands[seat]?.push(c);
  }
  return { hands, widow };
}

/** Draws the generator on exactly as one shuffle of the pack does (53 cards: 52 draws). */
export function skipShuffle(rng: Rng): void {
  for (let i = PACK_SIZE - 1; i > 0; i -= 1) rng.next();
}

/**
 * The deal's generator state before hand `hand + 1`: every hand, dealt from the seed or given,
 * uses one shuffle's share, so a hand's seeded deal depends only on the seed and its number.
 */
export function dealRngAfter(start: number, hands: number): number {
  const rng = createRng(start);
  for (let h = 0; h < hands; h += 1) skipShuffle(rng);
  return rng.state();
}

/** Shuffles the pack with `rng` and deals it. */
export function shuffleAndDeal(dealer: number, inHand: readonly boolean[], rng: Rng): Dealt {
  return dealPack(shuffle(pack(), rng), dealer, inHand);
}
