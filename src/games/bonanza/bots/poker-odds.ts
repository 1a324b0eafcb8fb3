// Poker strength against unseen hands: per hand size, the best-five values of sampled hands (seeded, computed once).
import { createRng, deriveSeed } from '../../../lib/rng';
import { type Card, PACK_SIZE } from '../rules/cards';
import { type PokerValue, pokerValue } from '../rules/poker-hand';

const SAMPLES = 1500;
const tables = new Map<number, Float64Array>();

/** Sorted best-five values of SAMPLES random hands of `size` cards from the whole pack. */
function table(size: number): Float64Array {
  const known = tables.get(size);
  if (known) return known;
  const rng = createRng(deriveSeed(0xb0a7a, size));
  const deck: Card[] = Array.from({ length: PACK_SIZE }, (_, i) => i);
  const values = new Float64Array(SAMPLES);
  const hand = new Array<Card>(size);
  for (let i = 0; i < SAMPLES; i += 1) {
    for (let j = 0; j < size; j += 1) {
      const k = j + rng.int(PACK_SIZE - j);
      const a = deck[j] as Card;
      deck[j] = deck[k] as Card;
      deck[k] = a;
      hand[j] = deck[j] as Card;
    }
    values[i] = pokerValue(hand);
  }
  values.sort();
  tables.set(size, values);
  return values;
}

/** The chance that a random hand of `size` cards makes a better five than `value` (ties count half). */
export function chanceBeaten(value: PokerValue, size: number): number {
  if (size < 5) return 0;
  const t = table(Math.min(size, 20));
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((t[mid] ?? 0) <= value) lo = mid + 1;
    else hi = mid;
  }
  const above = t.length - lo;
  let ties = 0;
  for (let i = lo - 1; i >= 0 && t[i] === value; i -= 1) ties += 1;
  return (above + ties / 2) / t.length;
}

/** Builds the tables of these hand sizes now (each takes some ms), so that no decision waits for one. */
export function warmPokerOdds(
  sizes: readonly number[] = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
): void {
  for (const size of sizes) if (size >= 5) table(Math.min(size, 20));
}
