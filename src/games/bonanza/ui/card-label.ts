// A card's name in words of the current language ("Queen of Spades", "Joker") for buttons and announcements, and short as its corner prints it ("Q♠").
import { type Card, type Colour, colourOfSuit, JOKER, rankOf, SUITS, suitOf } from '../rules/cards';
import type { TFunction } from '../texts';
import { indexText } from '../scene/faces';

export function cardLabel(t: TFunction, card: Card): string {
  if (card === JOKER) return t('bonanza.card.joker');
  return t('bonanza.card.name', {
    rank: t(`bonanza.card.rank.${rankOf(card)}` as 'bonanza.card.rank.2'),
    suit: t(`bonanza.card.suit.${suitOf(card)}` as 'bonanza.card.suit.0'),
  });
}

export const cardsLabel = (t: TFunction, cards: readonly Card[]): string =>
  cards.map((c) => cardLabel(t, c)).join(', ');

const SUIT_SIGNS = ['♠', '♥', '♦', '♣'] as const;

/** A card as its corner prints it, with its suit's sign ("10♥"); the Joker by its name. */
export function cardShort(t: TFunction, card: Card): string {
  if (card === JOKER) return t('bonanza.card.joker');
  return `${indexText(card)}${SUIT_SIGNS[suitOf(card)] ?? ''}`;
}

export const cardsShort = (t: TFunction, cards: readonly Card[]): string =>
  cards.map((c) => cardShort(t, c)).join(' ');

/**
 * Cards shown for a call, in the news: in words for screen readers, as their corners print them on
 * the ticker under the table ("Ada shows 10♦ J♦ Q♦": in words a sequence ran past a phone's width).
 * `line` makes the sentence about whoever showed them.
 */
export function shownCards(
  t: TFunction,
  cards: readonly Card[],
  line: (cards: string) => string,
): { readonly said: string; readonly shown: string } {
  return { said: line(cardsLabel(t, cards)), shown: line(cardsShort(t, cards)) };
}

/**
 * A colour of the run-out in words with its suits' signs ("red ♥♦"): with a colour per suit on the
 * faces (diamonds blue, clubs green) the word alone would not say which cards are meant.
 */
export function colourLabel(t: TFunction, colour: Colour): string {
  const signs = SUITS.filter((s) => colourOfSuit(s) === colour)
    .map((s) => SUIT_SIGNS[s])
    .join('');
  return `${t(`bonanza.colour.${colour}` as 'bonanza.colour.0')} ${signs}`;
}
