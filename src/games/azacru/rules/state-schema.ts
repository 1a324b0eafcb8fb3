// A valibot schema of the flow state, for states that come from outside (a save, a worker message).
import * as v from 'valibot';
import { FIELDS } from './fields';
import type { AzacruState } from './state';

const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));

const ChevronSchema = v.strictObject({
  player: seat,
  field: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FIELDS - 1)),
  facing: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
});

export const AzacruStateSchema = v.pipe(
  v.strictObject({
    players: v.picklist([2, 3, 4] as const),
    colours: v.pipe(v.array(v.nullable(seat)), v.length(FIELDS)),
    chevrons: v.pipe(v.array(ChevronSchema), v.maxLength(16)),
    toMove: v.nullable(seat),
    endTriggeredBy: v.nullable(seat),
    finalTurnsLeft: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
    over: v.boolean(),
    turn: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.check(
    (s) =>
      [...s.colours, s.toMove, s.endTriggeredBy].every((p) => p === null || p < s.players) &&
      s.chevrons.every((c) => c.player < s.players) &&
      new Set(s.chevrons.map((c) => c.field)).size === s.chevrons.length &&
      s.chevrons.every((c) => {
        const colour = s.colours[c.field];
        return colour === null || colour === c.player;
      }) &&
      s.over === (s.toMove === null) &&
      (s.endTriggeredBy === null) === (s.finalTurnsLeft === 0 && !s.over),
    'the state is not a position of the game (players, chevrons or turn do not fit)',
  ),
);

/** A state from outside, checked; or the first problem in words. */
export function parseState(
  value: unknown,
): { ok: true; state: AzacruState } | { ok: false; message: string } {
  const r = v.safeParse(AzacruStateSchema, value);
  return r.success ? { ok: true, state: r.output } : { ok: false, message: r.issues[0].message };
}
