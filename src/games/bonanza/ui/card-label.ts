// A card's name in words of the current language ("Queen of Spades", "Joker"), for buttons and announcements.
import { type Card, JOKER, rankOf, suitOf } from '../rules/cards';
import type { TFunction } from '../texts';

export function cardLabel(t: TFunction, card: Card): string {
  if (card === JOKER) return t('bonanza.card.joker');
  return t('bonanza.card.name', {
    rank: t(`bonanza.card.rank.${rankOf(card)}` as 'bonanza.card.rank.2'),
    suit: t(`bonanza.card.suit.${suitOf(card)}` as 'bonanza.card.suit.0'),
  });
}

export const cardsLabel = (t: TFunction, cards: readonly Card[]): string =>
  cards.map((c) => cardLabel(t, c)).join(', ');
