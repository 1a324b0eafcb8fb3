// Why a card of the person's hand cannot be led now, from the leads the table allows: for the words under a dimmed card's tap.
import { type Card, colourOf, JOKER, suitOf } from '../rules/cards';

export type LeadWhy =
  | { readonly why: 'not-lowest'; readonly lowest: Card }
  | { readonly why: 'wrong-colour' }
  | { readonly why: 'not-now' };

/**
 * A card that is not among the allowed leads: a lower card of its suit may be led (only the lowest
 * of a suit leads), or after a stop its colour is the wrong one (`colour` the one asked, or -1).
 */
export function leadWhy(card: Card, leads: readonly Card[], colour: number): LeadWhy {
  if (card !== JOKER) {
    const lowest = leads.find((l) => l !== JOKER && suitOf(l) === suitOf(card));
    if (lowest !== undefined && lowest !== card) return { why: 'not-lowest', lowest };
    if (colour >= 0 && colourOf(card) !== colour) return { why: 'wrong-colour' };
  }
  return { why: 'not-now' };
}
