// The turn flow's events (MOVE and PASS) and their valibot schema: events come from people, bots and workers.
import * as v from 'valibot';
import { FIELDS } from './fields';

const player = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));
const field = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FIELDS - 1));

export const MoveEventSchema = v.strictObject({
  type: v.literal('MOVE'),
  player,
  /** The chevron's field. */
  from: field,
  /** The target field. */
  to: field,
  /** A twist after crossing a border; absent for none. */
  twist: v.optional(v.picklist(['left', 'right'])),
});

export const PassEventSchema = v.strictObject({
  type: v.literal('PASS'),
  player,
});

export const AzacruEventSchema = v.variant('type', [MoveEventSchema, PassEventSchema]);

export type MoveEvent = v.InferOutput<typeof MoveEventSchema>;
export type PassEvent = v.InferOutput<typeof PassEventSchema>;
export type AzacruEvent = v.InferOutput<typeof AzacruEventSchema>;
