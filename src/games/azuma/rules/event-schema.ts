// The strict schema of a player's event from outside the table (a screen, a replay log): shape only, the flow judges the rest.
import * as v from 'valibot';
import { quote } from '../../../lib/quote';
import { BOMB_IDS } from './cards';
import type { Colour } from './editions';
import type { PlayerEvent } from './moves';

const COLOURS: readonly Colour[] = ['yellow', 'blue', 'pink', 'red', 'violet'];
/** The highest card id of any deck (the last bomb). */
const MAX_CARD = Math.max(...BOMB_IDS);

/** A seat number: whether the table has it is the flow's question (refused as `bad-player`). */
const seat = v.pipe(v.number(), v.integer());
/** A time or an angle: any finite number (the flow clamps a grab's time to its window). */
const finite = v.pipe(v.number(), v.finite('a finite number'));

export const PlayerEventSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('CHOOSE'),
    player: seat,
    card: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CARD)),
  }),
  v.strictObject({
    type: v.literal('GRAB'),
    player: seat,
    // Whether the board has the stick is the flow's question (refused as `stick-unknown`).
    stick: v.pipe(v.number(), v.integer()),
    at: finite,
  }),
  v.strictObject({ type: v.literal('FAKE'), player: seat }),
  v.strictObject({ type: v.literal('TURN_BOARD'), player: seat, rotation: finite }),
  v.strictObject({ type: v.literal('PLACE_X'), player: seat, colour: v.picklist(COLOURS) }),
]);

/** The event types a player may send. */
export const PLAYER_EVENT_TYPES: readonly PlayerEvent['type'][] = [
  'CHOOSE',
  'GRAB',
  'FAKE',
  'TURN_BOARD',
  'PLACE_X',
];

function describe(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  const where = path ? `${path}: ` : '';
  if (issue.type === 'strict_object' && issue.expected === 'never')
    return `${where}unknown key ${quote(issue.input)}`;
  if (issue.type === 'variant' && path === 'type')
    return `${where}${quote(issue.input)} is not a player's event (${PLAYER_EVENT_TYPES.join(', ')})`;
  if (issue.expected === null && !issue.message.startsWith('Invalid'))
    return `${where}expected ${issue.message}, got ${quote(issue.input)}`;
  const expected = issue.expected === null ? 'a valid value' : issue.expected.slice(0, 60);
  return `${where}expected ${expected}, got ${quote(issue.input)}`;
}

/** The event if it has the shape of a player's event, else what is wrong (at most 200 characters). */
export function parsePlayerEvent(value: unknown): { event: PlayerEvent } | { problem: string } {
  const r = v.safeParse(PlayerEventSchema, value, { abortEarly: true });
  if (r.success) return { event: r.output };
  return { problem: describe(r.issues[0]).slice(0, 200) };
}
