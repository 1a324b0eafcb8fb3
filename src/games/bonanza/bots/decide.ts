// A bot's decision from its seat view alone: the event it sends (or null), and how long it takes over it.
import type { Rng } from '../../../lib/rng';
import type { SeatEvent } from '../rules/events';
import { leadCards } from '../rules/flow-run-out';
import type { SeatView } from '../rules/view';
import { basicShow, expertShow } from './calls';
import { basicLead, expertLead } from './lead';
import type { BonanzaBotParams } from './params';
import { basicPoker, chooseFive, expertPoker } from './poker';
import { randomMove } from './random';
import type { DecisionKind } from './think';
import { basicBid, basicWidow, expertBid, expertWidow } from './widow';

/** Is this seat asked to decide now? */
export function mustDecide(v: SeatView): boolean {
  if (!v.inHand[v.seat]) return false;
  switch (v.phase) {
    case 'widow':
      return v.seat === v.dealer;
    case 'bidding':
    case 'betting':
    case 'lead':
      return v.turn === v.seat;
    case 'showing':
    case 'fives':
      return v.deciding;
    default:
      return false;
  }
}

/** How considered a decision is: a glance when there is little to weigh (reads only these three). */
export function decisionKind(v: Pick<SeatView, 'phase' | 'cards' | 'colour'>): DecisionKind {
  switch (v.phase) {
    case 'showing':
    case 'fives':
      return 'glance';
    case 'lead':
      return leadCards(v.cards, v.colour).length > 1 ? 'think' : 'glance';
    default:
      return 'think';
  }
}

/** The bot's event, or null when it has nothing to decide. Pure: the same view and rng, the same event. */
export function decide(v: SeatView, p: BonanzaBotParams, rng: Rng): SeatEvent | null {
  if (!mustDecide(v)) return null;
  if (p.skill === 'random') return randomMove(v, rng);
  const expert = p.skill === 'expert';
  switch (v.phase) {
    case 'widow':
      return expert ? expertWidow(v, p, rng) : basicWidow(v);
    case 'bidding':
      return expert ? expertBid(v, p, rng) : basicBid(v);
    case 'showing': {
      const call = v.call;
      if (call === null || call === 'poker') return null;
      return expert ? expertShow(v, call) : basicShow(v, call);
    }
    case 'betting':
      return expert ? expertPoker(v, p, rng) : basicPoker(v);
    case 'fives':
      return chooseFive(v, expert && v.options.jokerRunOut === 'dead');
    case 'lead':
      return expert ? expertLead(v) : basicLead(v);
    default:
      return null;
  }
}
