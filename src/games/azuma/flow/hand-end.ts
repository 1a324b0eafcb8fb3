// The hand's end as the rules see it: the frozen hands and grabs, the X choices, the score, who is revealed.
import { mapPacked } from '../../../lib/packed';
import { type HandInput, pendingXChoices, type ScoredHand, scoreHand, suitOf } from '../rules';
import type { FlowState, TableView } from './types';

type Table = TableView | FlowState;

/** Hands as suits, and the grabs in time order, for the rules. */
export function handInput(s: Table): HandInput {
  return {
    hands: mapPacked(s.hands, (h) => mapPacked(h, suitOf)),
    grabs: mapPacked(s.grabs, (g) => ({ player: g.player, colour: g.colour })),
    fakes: s.fakes,
    x: s.xChoices,
  };
}

export function computePendingX(s: Table): FlowState['pendingX'] {
  return pendingXChoices(s.book, handInput(s));
}

export function score(s: Table): ScoredHand {
  return scoreHand(s.book, handInput(s));
}

/** A void hand after a stall: nothing is scored but AZUMA fakes; the deal passes on. */
export function scoreVoid(s: Table): ScoredHand {
  return scoreHand(s.book, { ...handInput(s), grabs: [] });
}

/** The players whose hands are revealed: the grabbers and the fakers. */
export function revealed(s: Table): number[] {
  const set = new Set(s.grabs.map((g) => g.player));
  s.fakes.forEach((p) => set.add(p));
  return [...set].sort((a, b) => a - b);
}
