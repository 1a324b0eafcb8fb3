// The search worker's messages, both ways, with valibot schemas: each side checks what it receives.
import * as v from 'valibot';
import { type AzacruBotParams, AzacruBotParamsSchema } from '../bots/params';
import { FIELDS } from '../rules/fields';
import type { AzacruState } from '../rules/state';
import { AzacruStateSchema } from '../rules/state-schema';

const id = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const field = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FIELDS - 1));

/** A move as the search names it: the chevron's field, the target and the twist (absent: none). */
export const SearchMoveSchema = v.strictObject({
  from: field,
  to: field,
  twist: v.optional(v.picklist(['left', 'right'])),
});
export type SearchMove = v.InferOutput<typeof SearchMoveSchema>;

/** Think about `state` with `params` from `seed`; stop at the iteration budget or after `maxMs`. */
export const ThinkCallSchema = v.strictObject({
  type: v.literal('think'),
  id,
  state: AzacruStateSchema,
  params: AzacruBotParamsSchema,
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  maxMs: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(600_000))),
});
/** Stop thinking about request `id` (nothing is answered). */
export const CancelCallSchema = v.strictObject({ type: v.literal('cancel'), id });
export const SearchCallSchema = v.variant('type', [ThinkCallSchema, CancelCallSchema]);

/** A think call as sent (the schema's output fits it: the state's arrays read-only). */
export interface ThinkCall {
  readonly type: 'think';
  readonly id: number;
  readonly state: AzacruState;
  readonly params: AzacruBotParams;
  readonly seed: number;
  readonly maxMs: number | null;
}
export type SearchCall = ThinkCall | v.InferOutput<typeof CancelCallSchema>;

/** How far the search is, now and then: iterations run and the move it would play now. */
export const ProgressReplySchema = v.strictObject({
  type: v.literal('progress'),
  id,
  iterations: count,
  best: v.nullable(SearchMoveSchema),
});
/** The search's move (null: the player must pass), the iterations it ran and its time. */
export const DoneReplySchema = v.strictObject({
  type: v.literal('done'),
  id,
  move: v.nullable(SearchMoveSchema),
  iterations: count,
  ms: v.pipe(v.number(), v.minValue(0)),
});
/** A request that could not be read (id null when not even its id could be). */
export const ErrorReplySchema = v.strictObject({
  type: v.literal('error'),
  id: v.nullable(id),
  message: v.string(),
});
export const SearchReplySchema = v.variant('type', [
  ProgressReplySchema,
  DoneReplySchema,
  ErrorReplySchema,
]);

export type ProgressReply = v.InferOutput<typeof ProgressReplySchema>;
export type DoneReply = v.InferOutput<typeof DoneReplySchema>;
export type SearchReply = v.InferOutput<typeof SearchReplySchema>;
