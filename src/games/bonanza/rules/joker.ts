// The Joker leaves a hand when it is shown [G6], or before the run-out with `jokerRunOut: discard` [G16].
import { type Card, JOKER } from './cards';
import type { EffectSink } from './effects';
import { DISCARDED, type TableState } from './state';

/** Spends the Joker if it is among the cards a seat shows. */
export function spendJoker(
  s: TableState,
  seat: number,
  cards: readonly Card[],
  fx: EffectSink,
): void {
  if (!cards.includes(JOKER) || s.where[JOKER] !== seat) return;
  s.where[JOKER] = DISCARDED;
  s.held[seat]! -= 1;
  fx?.push({ type: 'joker-discarded', seat });
}

/** [G16] `discard`: a Joker still held is set aside, uncounted, before the run-out. */
export function setJokerAside(s: TableState, fx: EffectSink): void {
  const seat = s.where[JOKER] ?? -1;
  if (s.options.jokerRunOut !== 'discard' || seat < 0) return;
  s.where[JOKER] = DISCARDED;
  s.held[seat]! -= 1;
  fx?.push({ type: 'joker-discarded', seat });
}
