// The coach's line for the person's decision: at poker, the line naming exactly the actions offered.
import type { PokerAction } from '../rules/events';

/** The kinds of decision the coach speaks to (those of the person's decision panel). */
export type CoachKind = 'none' | 'widow' | 'bid' | 'pass-only' | 'show' | 'poker' | 'five' | 'lead';

const LINES = {
  none: 'bonanza.coach.wait',
  widow: 'bonanza.coach.widow',
  bid: 'bonanza.coach.bidding',
  'pass-only': 'bonanza.coach.bidding',
  show: 'bonanza.coach.show',
  five: 'bonanza.coach.five',
  lead: 'bonanza.coach.lead',
} as const;

/**
 * The coach's text key. At poker, fold is always offered; with no bet yet, check and maybe bet;
 * facing a bet, call and maybe raise (a bet or raise some player could not call is not offered).
 */
export function coachLine(kind: CoachKind, actions: readonly PokerAction[] = []) {
  if (kind !== 'poker') return LINES[kind];
  if (actions.includes('check'))
    return actions.includes('bet') ? 'bonanza.coach.pokerCheckBet' : 'bonanza.coach.pokerCheck';
  return actions.includes('raise') ? 'bonanza.coach.pokerCallRaise' : 'bonanza.coach.pokerCall';
}
