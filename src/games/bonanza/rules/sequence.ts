// Sequence: three cards of one suit in a row (Q-K-A and A-2-3, not K-A-2), the Joker as one of them [G8], and who wins [G9].
import { ACE, type Card, card, JOKER, rankOf, type Suit, SUITS, suitOf } from './cards';

/** The three ranks of the window whose top is `top` (3 = A-2-3, then 4..14). */
function windowRanks(top: number): [number, number, number] {
  return top === 3 ? [ACE, 2, 3] : [top - 2, top - 1, top];
}

/**
 * A sequence's value, higher is better: top card first (A-2-3 has top 3), then a natural beats a
 * Joker sequence, then spades > hearts > diamonds > clubs.
 */
export function encodeSequence(top: number, natural: boolean, suit: Suit): number {
  return top * 8 + (natural ? 4 : 0) + (3 - suit);
}

export function sequenceTop(value: number): number {
  return Math.floor(value / 8);
}

export function sequenceSuit(value: number): Suit {
  return (3 - (value % 4)) as Suit;
}

export function isNaturalSequence(value: number): boolean {
  return (value & 4) !== 0;
}

/** The value of three shown cards as a sequence, or -1 if they are none. */
export function sequenceValue(cards: readonly Card[]): number {
  if (cards.length !== 3 || new Set(cards).size !== 3) return -1;
  const naturals = cards.filter((c) => c !== JOKER);
  const first = naturals[0];
  if (first === undefined) return -1;
  const suit = suitOf(first);
  if (naturals.some((c) => suitOf(c) !== suit)) return -1;
  const ranks = naturals.map(rankOf);
  // [G8] the Joker is the card giving the highest top: try the windows from the top down.
  for (let top = ACE; top >= 3; top -= 1) {
    const window = windowRanks(top);
    if (ranks.every((r) => window.includes(r))) {
      return encodeSequence(top, naturals.length === 3, suit);
    }
  }
  return -1;
}

export interface ShownSequence {
  readonly cards: Card[];
  readonly value: number;
}

/** Every sequence a hand could show (each window of each suit), best first. */
export function sequencesIn(holds: (c: Card) => boolean): ShownSequence[] {
  const joker = holds(JOKER);
  const out: ShownSequence[] = [];
  for (const suit of SUITS) {
    let mask = 0;
    for (let r = 2; r <= ACE; r += 1) if (holds(card(r, suit))) mask |= 1 << r;
    if (!hasSequenceIn(mask, joker)) continue;
    for (let top = 3; top <= ACE; top += 1) {
      const ranks = windowRanks(top);
      const held = ranks.filter((r) => (mask & (1 << r)) !== 0).map((r) => card(r, suit));
      if (held.length === 3) out.push({ cards: held, value: encodeSequence(top, true, suit) });
      else if (held.length === 2 && joker) {
        const cards = [...held, JOKER];
        // A Joker sequence counts at its best top, which may be a higher window than this one.
        const value = sequenceValue(cards);
        if (sequenceTop(value) === top) out.push({ cards, value });
      }
    }
  }
  return out.sort((a, b) => b.value - a.value);
}

/** The best sequence a hand could show, or null. */
export function bestSequence(holds: (c: Card) => boolean): ShownSequence | null {
  return sequencesIn(holds)[0] ?? null;
}

/**
 * Is there a sequence among the ranks of one suit (bit r set for rank r held)? With the Joker, two
 * of a window's three cards are enough. Allocation-free, for deciding who may show.
 */
export function hasSequenceIn(rankMask: number, joker: boolean): boolean {
  const m = rankMask | (((rankMask >> ACE) & 1) << 1);
  // Windows low..low+2: low 1 is A-2-3, low 12 is Q-K-A; K-A-2 is no window.
  for (let low = 1; low <= 12; low += 1) {
    const w = (m >> low) & 7;
    if (w === 7 || (joker && (w === 3 || w === 5 || w === 6))) return true;
  }
  return false;
}
