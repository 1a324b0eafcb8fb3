// The 53-card pack of BONANZA RUMMY: card ids, names ("10D", "QS", "JK"), suits, ranks and colours.

/** A card: `suit * 13 + rank - 2` for the 52 (rank 2..14, aces high), 52 for the Joker. */
export type Card = number;
/** 0 spades, 1 hearts, 2 diamonds, 3 clubs: also the sequence order, best first [G9]. */
export type Suit = 0 | 1 | 2 | 3;
/** 0 black (spades, clubs), 1 red (hearts, diamonds). */
export type Colour = 0 | 1;

export const JOKER: Card = 52;
export const PACK_SIZE = 53;
export const SUITS: readonly Suit[] = [0, 1, 2, 3];
export const SUIT_LETTERS = 'SHDC';
export const BLACK: Colour = 0;
export const RED: Colour = 1;
export const COLOUR_NAMES: readonly string[] = ['black', 'red'];
export const SUIT_NAMES: readonly string[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const ACE = 14;

const RANK_NAMES = ['', '', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

export function card(rank: number, suit: Suit): Card {
  return suit * 13 + rank - 2;
}

/** 2..14; the Joker has no rank (0). */
export function rankOf(c: Card): number {
  return c === JOKER ? 0 : (c % 13) + 2;
}

export function suitOf(c: Card): Suit {
  return Math.floor(c / 13) as Suit;
}

export function colourOfSuit(s: Suit): Colour {
  return s === 1 || s === 2 ? RED : BLACK;
}

export function colourOf(c: Card): Colour {
  return colourOfSuit(suitOf(c));
}

const PACK: readonly Card[] = Array.from({ length: PACK_SIZE }, (_, i) => i);

/** The pack in id order: 2S..AS, 2H..AH, 2D..AD, 2C..AC, JK. */
export function pack(): Card[] {
  return PACK.slice();
}

/** The card's name as in records: rank then suit letter, "JK" for the Joker. */
export function cardName(c: Card): string {
  if (c === JOKER) return 'JK';
  return `${RANK_NAMES[rankOf(c)] ?? '?'}${SUIT_LETTERS[suitOf(c)] ?? '?'}`;
}

const BY_NAME: ReadonlyMap<string, Card> = new Map(pack().map((c) => [cardName(c), c]));

/** Every card name, in id order (for schemas). */
export const CARD_NAMES: readonly string[] = pack().map(cardName);

/** The card of a name, or undefined. */
export function parseCard(name: string): Card | undefined {
  return BY_NAME.get(name);
}

/** Names of several cards, for messages and effects. */
export function cardNames(cards: readonly Card[]): string[] {
  return cards.map(cardName);
}

export function isCard(value: unknown): value is Card {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < PACK_SIZE;
}

// The four paying cards of the lower half and the two pairs of the upper half.
export const ACE_OF_SPADES: Card = card(14, 0);
export const KING_OF_HEARTS: Card = card(13, 1);
export const QUEEN_OF_DIAMONDS: Card = card(12, 2);
export const JACK_OF_CLUBS: Card = card(11, 3);
export const QUEEN_OF_SPADES: Card = card(12, 0);
export const JACK_OF_DIAMONDS: Card = card(11, 2);
export const TEN_OF_DIAMONDS: Card = card(10, 2);
export const TWO_OF_SPADES: Card = card(2, 0);
