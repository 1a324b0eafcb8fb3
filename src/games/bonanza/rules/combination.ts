// What a hand can show at each call of the upper half, and whether shown cards are that call's combination.
import { type Card, JOKER } from './cards';
import type { CallName } from './events';
import { isPair, pairsIn } from './pairs';
import { sequencesIn, sequenceValue } from './sequence';

export type ShowCall = Exclude<CallName, 'poker'>;

/** Every combination a hand could show at a call (best first for the sequence). */
export function combinationsAt(call: ShowCall, holds: (c: Card) => boolean): Card[][] {
  switch (call) {
    case 'joker':
      return holds(JOKER) ? [[JOKER]] : [];
    case 'queenJack':
    case 'tenTwo':
      return pairsIn(call, holds);
    case 'sequence':
      return sequencesIn(holds).map((q) => q.cards);
  }
}

/** Are these cards the call's combination (regardless of who holds them)? */
export function isCombination(call: ShowCall, cards: readonly Card[]): boolean {
  switch (call) {
    case 'joker':
      return cards.length === 1 && cards[0] === JOKER;
    case 'queenJack':
    case 'tenTwo':
      return isPair(call, cards);
    case 'sequence':
      return sequenceValue(cards) >= 0;
  }
}
