// The strict schema of an event from outside the flow (a screen, a save, a log): shape only, the flow judges the rest.
import * as v from 'valibot';
import { JOKER } from './cards';
import { CALLS, type BonanzaEvent, POKER_ACTIONS } from './events';
import { describeIssue } from './issues';
import { MAX_PLAYERS } from './options';

const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PLAYERS - 1));
const cardId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(JOKER));
const cards = v.pipe(v.array(cardId), v.maxLength(53));

export const EventSchema = v.variant('type', [
  v.strictObject({ type: v.literal('ante') }),
  v.strictObject({
    type: v.literal('deal'),
    cards: v.optional(
      v.strictObject({ hands: v.pipe(v.array(cards), v.maxLength(MAX_PLAYERS)), widow: cards }),
    ),
  }),
  v.strictObject({ type: v.literal('next-call') }),
  v.strictObject({ type: v.literal('play') }),
  v.strictObject({ type: v.literal('widow'), seat, choice: v.picklist(['swap', 'sell']) }),
  v.strictObject({
    type: v.literal('bid'),
    seat,
    amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  }),
  v.strictObject({ type: v.literal('pass'), seat }),
  v.strictObject({ type: v.literal('show'), seat, call: v.picklist(CALLS), cards }),
  v.strictObject({ type: v.literal('keep'), seat, call: v.picklist(CALLS) }),
  v.strictObject({ type: v.literal('poker'), seat, action: v.picklist(POKER_ACTIONS) }),
  v.strictObject({ type: v.literal('five'), seat, cards }),
  v.strictObject({ type: v.literal('lead'), seat, card: cardId }),
]);

/** The event if it has the shape of one, else a message on what is wrong. */
export function parseEvent(value: unknown): { event: BonanzaEvent } | { problem: string } {
  const r = v.safeParse(EventSchema, value, { abortEarly: true });
  if (r.success) return { event: r.output as BonanzaEvent };
  const issue = r.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { problem: `${path ? `${path}: ` : ''}${describeIssue(issue)}`.slice(0, 200) };
}
