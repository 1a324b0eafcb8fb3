// The hand's spaces as its summary lists them, from the flow's effects: who took each and for how much, what stayed.
import type { Effect } from '../rules/effects';
import { type SpaceName, SPACES } from '../rules/sheet';

export interface SpaceResult {
  readonly space: SpaceName;
  /** Who took it (several share the poker space); none when its chips stay. */
  readonly seats: readonly number[];
  readonly chips: number;
}

export interface SpaceTally {
  readonly spaces: readonly SpaceResult[];
  /** Chips paid to the player who went out, a chip per card held [G15]: part of what Bonanza won. */
  readonly paid: number;
}

export const EMPTY_TALLY: SpaceTally = { spaces: [], paid: 0 };

type TallyEffect = Extract<
  Effect,
  { type: 'hand-start' | 'space-won' | 'space-stays' | 'bonanza' | 'hand-end' }
>;

/**
 * The tally after one effect. Going out pays the Bonanza space's chips and, from every other
 * player, a chip per card still held: the summary's Bonanza line counts both (the flow reports the
 * payments before the space is taken). At the hand's end every space with chips that nobody took
 * and no call told of (a paying card never played, Bonanza when nobody went out) is added as
 * staying, so the summary accounts for the whole sheet; the list then follows the sheet's order
 * (during the hand it grows in the order of the calls, the newest last).
 */
export function tallySpace(tally: SpaceTally, e: TallyEffect): SpaceTally {
  switch (e.type) {
    case 'hand-start':
      return EMPTY_TALLY;
    case 'bonanza':
      return { ...tally, paid: e.payments.reduce((sum, p) => sum + p.chips, 0) };
    case 'space-won': {
      const chips =
        e.amounts.reduce((sum, a) => sum + a, 0) + (e.space === 'bonanza' ? tally.paid : 0);
      return { ...tally, spaces: [...tally.spaces, { space: e.space, seats: e.seats, chips }] };
    }
    case 'space-stays':
      return { ...tally, spaces: [...tally.spaces, { space: e.space, seats: [], chips: e.chips }] };
    case 'hand-end': {
      const told = new Set(tally.spaces.map((r) => r.space));
      const stays = SPACES.flatMap((space, i) => {
        const chips = e.sheet[i] ?? 0;
        return told.has(space) || chips <= 0 ? [] : [{ space, seats: [], chips }];
      });
      // The summary lists the whole sheet in its own order, the same from hand to hand.
      const spaces = [...tally.spaces, ...stays].sort(
        (a, b) => SPACES.indexOf(a.space) - SPACES.indexOf(b.space),
      );
      return { ...tally, spaces };
    }
  }
}
