// What each space of the sheet asks for, from the rules' own cards: the close up says it under the space's name.
import type { Card } from '../rules/cards';
import { PAIR_CARDS } from '../rules/pairs';
import {
  BONANZA_SPACE,
  JOKER_SPACE,
  PAYING_CARDS,
  POKER_SPACE,
  QUEEN_JACK_SPACE,
  SEQUENCE_SPACE,
  type Space,
  TEN_TWO_SPACE,
} from '../rules/sheet';

/**
 * A space's want: the Joker shown; a pair of cards (Queen-Jack, Ten-Two); three in a row; the best
 * five; a paying card played in the run-out; going out first.
 */
export type SpaceWant =
  | { readonly kind: 'joker' | 'sequence' | 'poker' | 'bonanza' }
  | { readonly kind: 'pair'; readonly cards: readonly [Card, Card] }
  | { readonly kind: 'paying'; readonly card: Card };

export function spaceWant(space: Space): SpaceWant {
  if (space === JOKER_SPACE) return { kind: 'joker' };
  if (space === SEQUENCE_SPACE) return { kind: 'sequence' };
  if (space === POKER_SPACE) return { kind: 'poker' };
  if (space === BONANZA_SPACE) return { kind: 'bonanza' };
  if (space === QUEEN_JACK_SPACE) return { kind: 'pair', cards: PAIR_CARDS.queenJack };
  if (space === TEN_TWO_SPACE) return { kind: 'pair', cards: PAIR_CARDS.tenTwo };
  for (const [card, paid] of PAYING_CARDS) if (paid === space) return { kind: 'paying', card };
  throw new Error(`no space ${space}`);
}
