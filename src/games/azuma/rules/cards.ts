// Cards: 10 suits of 4 identical cards plus 3 bomb cards, each card with its own id.

/** A suit: 0..9 for the ten suits, BOMB for a bomb card. */
export type Suit = number;
/** One physical card: ids 0..39 are suit cards (suit = id >> 2), 40..42 are the bombs. */
export type CardId = number;

export const SUIT_COUNT = 10;
export const CARDS_PER_SUIT = 4;
export const BOMB: Suit = 10;
export const BOMB_COUNT = 3;
export const BOMB_IDS: readonly CardId[] = [40, 41, 42];
export const BOMB_LETTER = 'Z';

/** The suit of a card. */
export function suitOf(card: CardId): Suit {
  return card >= SUIT_COUNT * CARDS_PER_SUIT ? BOMB : card >> 2;
}

export function isBomb(card: CardId): boolean {
  return suitOf(card) === BOMB;
}

/** The record letter of a suit: "A".. for suits, "Z" for the bomb. */
export function suitLetter(suit: Suit): string {
  return suit === BOMB ? BOMB_LETTER : String.fromCharCode(65 + suit);
}

/** The suit of a record letter, or undefined if it is not a card letter at all. */
export function letterSuit(letter: string): Suit | undefined {
  if (letter === BOMB_LETTER) return BOMB;
  if (letter.length !== 1) return undefined;
  const code = letter.charCodeAt(0) - 65;
  return code >= 0 && code < SUIT_COUNT ? code : undefined;
}

/** The deck for a game with `suits` suits in play (the first ones), bombs always in. */
export function buildDeck(suits: number): CardId[] {
  const deck: CardId[] = [];
  for (let s = 0; s < suits; s += 1) {
    for (let k = 0; k < CARDS_PER_SUIT; k += 1) deck.push(s * CARDS_PER_SUIT + k);
  }
  return deck.concat(BOMB_IDS);
}

/** How many cards of each suit a hand holds (index BOMB counts the bombs). */
export function suitCounts(suits: readonly Suit[]): number[] {
  const counts = new Array<number>(SUIT_COUNT + 1).fill(0);
  for (const s of suits) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** The bombs in a hand of cards. */
export function bombsIn(hand: readonly CardId[]): number {
  return hand.filter(isBomb).length;
}
