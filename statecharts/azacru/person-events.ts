// A person's events at the AZACRU table and their valibot schemas: choose a chevron, a target, a twist; confirm; cancel.
import * as v from 'valibot';
import { MoveEventSchema, PassEventSchema } from '../../src/games/azacru/rules/events';
import { FIELDS } from '../../src/games/azacru/rules/fields';

export const TWIST_CHOICES = ['none', 'left', 'right'] as const;
export type TwistChoice = (typeof TWIST_CHOICES)[number];

const player = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));
const field = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FIELDS - 1));

/** Picks (or switches to) one of the player's own chevrons. */
export const SelectChevronSchema = v.strictObject({
  type: v.literal('SELECT_CHEVRON'),
  player,
  field,
});
/** Picks (or changes) the target of the chosen chevron. */
export const SelectTargetSchema = v.strictObject({
  type: v.literal('SELECT_TARGET'),
  player,
  field,
});
/** Picks (or changes) the twist of a move that crosses a border: none, left or right. */
export const SelectTwistSchema = v.strictObject({
  type: v.literal('SELECT_TWIST'),
  player,
  twist: v.picklist(TWIST_CHOICES),
});
/** Plays the chosen move. */
export const ConfirmSchema = v.strictObject({ type: v.literal('CONFIRM'), player });
/** Steps back: the twist, then the target, then the chevron. */
export const CancelSchema = v.strictObject({ type: v.literal('CANCEL'), player });

export const ChoiceEventSchema = v.variant('type', [
  SelectChevronSchema,
  SelectTargetSchema,
  SelectTwistSchema,
  ConfirmSchema,
  CancelSchema,
]);
export type ChoiceEvent = v.InferOutput<typeof ChoiceEventSchema>;

/** Everything a person may send: the choice events, and the flow's MOVE (in one go) and PASS. */
export const PersonEventSchema = v.variant('type', [
  SelectChevronSchema,
  SelectTargetSchema,
  SelectTwistSchema,
  ConfirmSchema,
  CancelSchema,
  MoveEventSchema,
  PassEventSchema,
]);
export type PersonEvent = v.InferOutput<typeof PersonEventSchema>;

export const PERSON_EVENT_TYPES: ReadonlySet<string> = new Set(
  PersonEventSchema.options.map((o) => o.entries.type.literal),
);
