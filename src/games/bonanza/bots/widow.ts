// The widow for bots: what an unseen widow is worth against the hand held (by sampling), swap or sell, and the bid.
import type { Rng } from '../../../lib/rng';
import {
  type Card,
  JACK_OF_DIAMONDS,
  JOKER,
  PACK_SIZE,
  QUEEN_OF_SPADES,
  TEN_OF_DIAMONDS,
  TWO_OF_SPADES,
} from '../rules/cards';
import { handSizes } from '../rules/deal';
import type { SeatEvent } from '../rules/events';
import { anteAmount, PAYING_CARDS } from '../rules/sheet';
import type { SeatView } from '../rules/view';
import { handValue } from './hand-value';
import type { BonanzaBotParams } from './params';

const SPECIAL: ReadonlySet<Card> = new Set([
  ...PAYING_CARDS.map(([c]) => c),
  QUEEN_OF_SPADES,
  JACK_OF_DIAMONDS,
  TEN_OF_DIAMONDS,
  TWO_OF_SPADES,
  JOKER,
]);

/** The widow's size this hand: the last of the k + 1 hands dealt. */
export function widowSize(v: SeatView): number {
  const k = v.inHand.filter(Boolean).length;
  const sizes = handSizes(k);
  return sizes[sizes.length - 1] ?? 0;
}

/** The expected worth of the unseen widow minus the worth of the hand held, by `samples` draws. */
export function widowGain(v: SeatView, samples: number, rng: Rng): number {
  const mine = new Array<boolean>(PACK_SIZE).fill(false);
  for (const c of v.cards) mine[c] = true;
  const unseen: Card[] = [];
  for (let c = 0; c < PACK_SIZE; c += 1) if (!mine[c]) unseen.push(c);
  const size = widowSize(v);
  const sample: Card[] = new Array<Card>(size);
  let total = 0;
  for (let i = 0; i < samples; i += 1) {
    // A partial Fisher-Yates draw of `size` cards.
    for (let j = 0; j < size; j += 1) {
      const k = j + rng.int(unseen.length - j);
      const a = unseen[j] as Card;
      unseen[j] = unseen[k] as Card;
      unseen[k] = a;
      sample[j] = unseen[j] as Card;
    }
    total += handValue(sample, v.sheet, v.players);
  }
  return total / samples - handValue(v.cards, v.sheet, v.players);
}

/** Expert dealer: swap when the widow is clearly better than the hand plus what a sale would bring. */
export function expertWidow(v: SeatView, p: BonanzaBotParams, rng: Rng): SeatEvent {
  const gain = widowGain(v, p.samples, rng);
  return { type: 'widow', seat: v.seat, choice: gain > 2 ? 'swap' : 'sell' };
}

/** Expert bidder: up to a share of the expected gain, never into the next ante. */
export function expertBid(v: SeatView, p: BonanzaBotParams, rng: Rng): SeatEvent {
  const gain = widowGain(v, p.samples, rng);
  const reserve = anteAmount(v.options.poker !== 'off');
  const limit = Math.min(Math.floor(gain * p.bidShare), (v.stacks[v.seat] ?? 0) - reserve);
  const bid = v.highBid + 1;
  return bid <= limit ? { type: 'bid', seat: v.seat, amount: bid } : { type: 'pass', seat: v.seat };
}

/** Basic: a hand with nothing special (no paying card, no pair card, no Joker) is swapped. */
function plainHand(v: SeatView): boolean {
  return !v.cards.some((c) => SPECIAL.has(c));
}

export function basicWidow(v: SeatView): SeatEvent {
  return { type: 'widow', seat: v.seat, choice: plainHand(v) ? 'swap' : 'sell' };
}

/** Basic: with a plain hand it bids up to 2 chips. */
export function basicBid(v: SeatView): SeatEvent {
  const bid = v.highBid + 1;
  return plainHand(v) && bid <= 2 && bid <= (v.stacks[v.seat] ?? 0)
    ? { type: 'bid', seat: v.seat, amount: bid }
    : { type: 'pass', seat: v.seat };
}
