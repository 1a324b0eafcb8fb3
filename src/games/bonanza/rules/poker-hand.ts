// Poker hands [G13]: the best five of any cards, every category, ace-low straight, the Joker wild without duplicates.
import { ACE, type Card, card, JOKER, rankOf, type Suit } from './cards';

export const CATEGORIES = [
  'high card',
  'one pair',
  'two pairs',
  'three of a kind',
  'straight',
  'flush',
  'full house',
  'four of a kind',
  'straight flush',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A hand's value: category << 20, then up to five ranks of four bits, most significant first. */
export type PokerValue = number;

export function categoryOf(value: PokerValue): Category {
  return CATEGORIES[value >> 20] ?? 'high card';
}

/** "royal straight flush" for the ace-high straight flush, else the category. */
export function handName(value: PokerValue): string {
  return value >> 20 === 8 && ((value >> 16) & 15) === ACE
    ? 'royal straight flush'
    : categoryOf(value);
}

// Scratch counts, reset on every evaluation (the evaluator is not re-entrant, and need not be).
const counts = new Array<number>(15).fill(0);
const suitMasks = [0, 0, 0, 0];

/** The top of the best straight in a mask of ranks (bit r for rank r), ace also low; 0 if none. */
function straightTop(mask: number): number {
  const m = mask | (((mask >> ACE) & 1) << 1);
  for (let top = ACE; top >= 5; top -= 1) {
    const need = 0b11111 << (top - 4);
    if ((m & need) === need) return top;
  }
  return 0;
}

function popcount(x: number): number {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n += 1;
  return n;
}

/** The highest `k` ranks of a mask, packed four bits each, most significant first. */
function topRanks(mask: number, k: number): number {
  let out = 0;
  let taken = 0;
  for (let r = ACE; r >= 2 && taken < k; r -= 1) {
    if (mask & (1 << r)) {
      out = (out << 4) | r;
      taken += 1;
    }
  }
  return out << (4 * (k - taken));
}

/** The value of the best five among natural cards (`cards` plus `extra` if >= 0); -1 if fewer than five. */
function naturalValue(cards: readonly Card[], extra: Card): PokerValue {
  counts.fill(0);
  suitMasks[0] = suitMasks[1] = suitMasks[2] = suitMasks[3] = 0;
  let total = 0;
  for (let i = 0; i <= cards.length; i += 1) {
    const c = i < cards.length ? (cards[i] as Card) : extra;
    if (c < 0 || c === JOKER) continue;
    const r = (c % 13) + 2;
    counts[r] = (counts[r] ?? 0) + 1;
    suitMasks[(c / 13) | 0]! |= 1 << r;
    total += 1;
  }
  if (total < 5) return -1;
  let rankMask = 0;
  let best = -1;
  for (let s = 0; s < 4; s += 1) {
    const m = suitMasks[s] ?? 0;
    rankMask |= m;
    if (popcount(m) >= 5) {
      const top = straightTop(m);
      if (top) best = Math.max(best, (8 << 20) | (top << 16));
      else best = Math.max(best, (5 << 20) | topRanks(m, 5));
    }
  }
  if (best >= 8 << 20) return best;
  let quad = 0;
  let trips = 0;
  let trips2 = 0;
  let pair = 0;
  let pair2 = 0;
  for (let r = ACE; r >= 2; r -= 1) {
    const n = counts[r] ?? 0;
    if (n === 4 && !quad) quad = r;
    else if (n === 3) {
      if (!trips) trips = r;
      else if (!trips2) trips2 = r;
    } else if (n === 2) {
      if (!pair) pair = r;
      else if (!pair2) pair2 = r;
    }
  }
  if (quad) return (7 << 20) | (quad << 16) | (topRanks(rankMask & ~(1 << quad), 1) << 12);
  if (trips && (pair || trips2)) return (6 << 20) | (trips << 16) | (Math.max(pair, trips2) << 12);
  if (best >= 0) return best; // a flush
  const straight = straightTop(rankMask);
  if (straight) return (4 << 20) | (straight << 16);
  if (trips) return (3 << 20) | (trips << 16) | (topRanks(rankMask & ~(1 << trips), 2) << 8);
  if (pair && pair2) {
    return (
      (2 << 20) |
      (pair << 16) |
      (pair2 << 12) |
      (topRanks(rankMask & ~(1 << pair) & ~(1 << pair2), 1) << 8)
    );
  }
  if (pair) return (1 << 20) | (pair << 16) | (topRanks(rankMask & ~(1 << pair), 3) << 4);
  return topRanks(rankMask, 5);
}

/**
 * The Joker's best stand-in among cards not in `cards` [G13] (so no duplicate, no five of a kind),
 * and the value it gives; `card` is -1 when no stand-in beats the naturals alone.
 */
function jokerStandIn(cards: readonly Card[]): { value: PokerValue; card: Card } {
  let value = naturalValue(cards, -1);
  let best: Card = -1;
  const held = new Array<boolean>(52).fill(false);
  for (const c of cards) if (c !== JOKER) held[c] = true;
  for (let c = 0; c < 52; c += 1) {
    if (held[c]) continue;
    const v = naturalValue(cards, c);
    if (v > value) {
      value = v;
      best = c;
    }
  }
  return { value, card: best };
}

/** The value of the best five among the natural cards alone (the Joker left out); -1 under five. */
export function naturalPokerValue(cards: readonly Card[]): PokerValue {
  return naturalValue(cards, -1);
}

/** The value of the best five among these cards (the Joker wild); -1 with fewer than five cards. */
export function pokerValue(cards: readonly Card[]): PokerValue {
  return cards.includes(JOKER) ? jokerStandIn(cards).value : naturalValue(cards, -1);
}

/** Cards of `rank` among `pool` (suit order), at most `n`, skipping `used`. */
function ofRank(pool: readonly Card[], rank: number, n: number, used: Set<Card>): Card[] {
  const out: Card[] = [];
  for (const c of pool) {
    if (out.length < n && rankOf(c) === rank && !used.has(c)) out.push(c);
  }
  return out;
}

/** Five natural cards from `pool` that make exactly `value`. */
function fiveOfValue(pool: readonly Card[], value: PokerValue): Card[] {
  const cat = value >> 20;
  const r = (i: number) => (value >> (16 - 4 * i)) & 15;
  const used = new Set<Card>();
  const pick = (rank: number, n: number) => {
    const got = ofRank(pool, rank, n, used);
    for (const c of got) used.add(c);
    return got;
  };
  if (cat === 8 || cat === 4) {
    const top = r(0);
    const ranks = [top, top - 1, top - 2, top - 3, top - 4].map((x) => (x === 1 ? ACE : x));
    if (cat === 8) {
      for (let s = 0; s < 4; s += 1) {
        const five = ranks.map((x) => card(x, s as Suit));
        if (five.every((c) => pool.includes(c))) return five;
      }
    }
    return ranks.flatMap((x) => pick(x, 1));
  }
  if (cat === 5) {
    for (let s = 0; s < 4; s += 1) {
      const five = [0, 1, 2, 3, 4].map((i) => card(r(i), s as Suit));
      if (five.every((c) => pool.includes(c))) return five;
    }
  }
  const groups: [number, number][] =
    cat === 7
      ? [
          [r(0), 4],
          [r(1), 1],
        ]
      : cat === 6
        ? [
            [r(0), 3],
            [r(1), 2],
          ]
        : cat === 3
          ? [
              [r(0), 3],
              [r(1), 1],
              [r(2), 1],
            ]
          : cat === 2
            ? [
                [r(0), 2],
                [r(1), 2],
                [r(2), 1],
              ]
            : cat === 1
              ? [
                  [r(0), 2],
                  [r(1), 1],
                  [r(2), 1],
                  [r(3), 1],
                ]
              : [0, 1, 2, 3, 4].map((i) => [r(i), 1] as [number, number]);
  return groups.flatMap(([rank, n]) => pick(rank, n));
}

export interface BestFive {
  readonly value: PokerValue;
  /** The five cards to show (with "JK" where the Joker stands in). */
  readonly five: Card[];
}

/**
 * The best five of a hand and its value, or null with fewer than five cards. With `preferJoker`,
 * a five that uses the Joker is chosen whenever one is as good as the best (showing it spends it).
 */
export function bestFive(cards: readonly Card[], preferJoker = false): BestFive | null {
  if (cards.length < 5) return null;
  if (!cards.includes(JOKER)) {
    const value = naturalValue(cards, -1);
    return { value, five: fiveOfValue(cards, value) };
  }
  const naturals = cards.filter((c) => c !== JOKER);
  const stand = jokerStandIn(cards);
  if (stand.card < 0) {
    // The naturals alone are as good as anything the Joker makes. The Joker may still stand in for
    // any card of that five at no loss (it may be that very card), and showing it spends it.
    const five = fiveOfValue(naturals, stand.value);
    if (preferJoker) five[4] = JOKER;
    return { value: stand.value, five };
  }
  const five = fiveOfValue([...naturals, stand.card], stand.value).map((c) =>
    c === stand.card ? JOKER : c,
  );
  return { value: stand.value, five };
}

/**
 * A five as a poker player lays it out: a straight from its top card, groups before kickers, each
 * from the highest (9 8 7 6 5; K K K 4 4). A five with the Joker keeps its order.
 */
export function inPokerOrder(five: readonly Card[]): Card[] {
  if (five.length !== 5 || five.includes(JOKER)) return five.slice();
  const ordered = fiveOfValue(five, pokerValue(five));
  return ordered.length === 5 ? ordered : five.slice();
}
