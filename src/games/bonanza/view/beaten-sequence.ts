// Why a shown sequence lost its space to another [G9]: a higher top card, a natural at the same top, or the suit.
import type { Card } from '../rules/cards';
import { isNaturalSequence, sequenceTop, sequenceValue } from '../rules/sequence';
import type { CallShow } from './won-with';

export type BeatenBy = 'top' | 'natural' | 'suit';

/** What made `winner` the better sequence than `shown`; null when it is not better (or either is none). */
export function beatenBy(shown: readonly Card[], winner: readonly Card[]): BeatenBy | null {
  const mine = sequenceValue(shown);
  const theirs = sequenceValue(winner);
  if (mine < 0 || theirs < 0 || theirs <= mine) return null;
  if (sequenceTop(theirs) !== sequenceTop(mine)) return 'top';
  if (isNaturalSequence(theirs) !== isNaturalSequence(mine)) return 'natural';
  return 'suit';
}

/**
 * A seat's lost show at the Sequence call, once the space is won: who beat it and why; null when
 * the seat showed no sequence, or won (alone or with others).
 */
export function lostSequence(
  shows: readonly CallShow[],
  seat: number,
  winners: readonly number[],
): { readonly winner: number; readonly why: BeatenBy } | null {
  if (winners.includes(seat)) return null;
  const mine = shows.find((s) => s.call === 'sequence' && s.seat === seat);
  const best = shows.find((s) => s.call === 'sequence' && winners.includes(s.seat));
  if (!mine || !best) return null;
  const why = beatenBy(mine.cards, best.cards);
  return why ? { winner: best.seat, why } : null;
}
