// Poker for bots: which five to show, and how to bet by the hand's strength against the unseen hands still in and the pot.
import type { Rng } from '../../../lib/rng';
import type { PokerAction, SeatEvent } from '../rules/events';
import { actionProblem } from '../rules/flow-poker';
import { bestFive, pokerValue } from '../rules/poker-hand';
import { POKER_SPACE } from '../rules/sheet';
import type { SeatView } from '../rules/view';
import type { BonanzaBotParams } from './params';
import { chanceBeaten } from './poker-odds';

const can = (v: SeatView, a: PokerAction) => actionProblem(v, v.seat, a) === null;
const act = (v: SeatView, action: PokerAction): SeatEvent => ({
  type: 'poker',
  seat: v.seat,
  action,
});

/** The best five; with a dead Joker at the run-out, a five that spends it when that costs nothing. */
export function chooseFive(v: SeatView, spendJoker: boolean): SeatEvent {
  const best = bestFive(v.cards, spendJoker);
  return { type: 'five', seat: v.seat, cards: best ? best.five : v.cards.slice(0, 5) };
}

/** The chance of holding the best five against everyone else still in, each a random hand of its size. */
export function winChance(v: SeatView): number {
  const value = pokerValue(v.cards);
  let chance = 1;
  for (let p = 0; p < v.players; p += 1) {
    if (p !== v.seat && v.inPot[p]) chance *= 1 - chanceBeaten(value, v.held[p] ?? 0);
  }
  // Whoever bet or raised this round is likely stronger than a random hand.
  for (const a of v.actions) {
    if (a.seat !== v.seat && (a.action === 'bet' || a.action === 'raise')) chance *= 0.95;
  }
  return chance;
}

/** Expert: bet or raise a likely winner (or now and then a bluff), call when the pot pays for it. */
export function expertPoker(v: SeatView, p: BonanzaBotParams, rng: Rng): SeatEvent {
  const chance = winChance(v);
  const toCall = v.highest - (v.put[v.seat] ?? 0);
  const pot = v.sheet[POKER_SPACE] ?? 0;
  const aggressive = chance > 0.35 - 0.2 * p.boldness || rng.next() < p.bluff;
  if (aggressive && can(v, 'raise')) return act(v, 'raise');
  if (aggressive && can(v, 'bet')) return act(v, 'bet');
  if (toCall === 0) return act(v, 'check');
  return chance * (pot + toCall) >= toCall * (0.7 - 0.3 * p.boldness)
    ? act(v, 'call')
    : act(v, 'fold');
}

/** Basic: bet two pairs or better, call with a pair, otherwise check or fold. */
export function basicPoker(v: SeatView): SeatEvent {
  const category = pokerValue(v.cards) >> 20;
  if (category >= 2 && can(v, 'raise')) return act(v, 'raise');
  if (category >= 2 && can(v, 'bet')) return act(v, 'bet');
  if (can(v, 'check')) return act(v, 'check');
  return category >= 1 ? act(v, 'call') : act(v, 'fold');
}
