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

/**
 * What a raise asks of a hand over a bet: more with each raise already made this round, as at a real
 * table, where a round seldom goes to the limit (the bots raised it there nearly every time).
 */
const RAISED_BAR = 0.15;

/** Expert: bet or raise a likely winner (or now and then a bluff), call when the pot pays for it. */
export function expertPoker(v: SeatView, p: BonanzaBotParams, rng: Rng): SeatEvent {
  const chance = winChance(v);
  const toCall = v.highest - (v.put[v.seat] ?? 0);
  const pot = v.sheet[POKER_SPACE] ?? 0;
  const bar = 0.35 - 0.2 * p.boldness + RAISED_BAR * v.raises;
  const aggressive = chance > bar || rng.next() < p.bluff;
  if (aggressive && can(v, 'raise')) return act(v, 'raise');
  if (aggressive && can(v, 'bet')) return act(v, 'bet');
  if (toCall === 0) return act(v, 'check');
  return chance * (pot + toCall) >= toCall * (0.7 - 0.3 * p.boldness)
    ? act(v, 'call')
    : act(v, 'fold');
}

/**
 * Basic: bet a hand with better than its fair share of chances to be the best against the hands still
 * in, raise only a likely winner, call a hand not far below its share, otherwise check or fold. (By category alone, "two pairs or better", every
 * hand of ten cards or more bet and raised: the rounds all went to the limit and nobody folded.)
 */
export function basicPoker(v: SeatView): SeatEvent {
  const chance = winChance(v);
  if (chance > 0.5 + RAISED_BAR * v.raises && can(v, 'raise')) return act(v, 'raise');
  // Better than a fair share of the pot's chances: worth a bet.
  const fair = 1 / v.inPot.filter(Boolean).length;
  if (chance > fair && can(v, 'bet')) return act(v, 'bet');
  if (can(v, 'check')) return act(v, 'check');
  return chance > 0.6 * fair ? act(v, 'call') : act(v, 'fold');
}
