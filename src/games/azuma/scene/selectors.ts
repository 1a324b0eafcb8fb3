// Narrow selectors of the table snapshot that only the scene needs.
import { selectHoldingUp, type TableSnapshot } from '../view/selectors';
import { PERSON } from '../game';

/** The seats whose hands are shown face up: grabbers and fakers, from the reveal until the next deal. */
export const selShown = (s: TableSnapshot): readonly number[] | null => {
  if (!(s.hasTag('reveal') || s.hasTag('scoring') || s.hasTag('hand-end'))) return null;
  const seats = new Set(s.context.grabs.map((g) => g.player));
  s.context.fakes.forEach((p) => seats.add(p));
  return [...seats].sort((a, b) => a - b);
};

/** Whether the table waits for the person's card (seat 0 holds up the call). */
export const selWaitsForMe = (s: TableSnapshot): boolean => selectHoldingUp(s).includes(PERSON);

/** Whether the person may turn the board: they deal and nobody has called yet. */
export const selCanTurn = (s: TableSnapshot): boolean =>
  s.hasTag('in-hand') && s.context.dealer === 0 && s.context.calls === 0;

/** Everything the cards' places depend on, as a tuple of snapshot slices (compared shallowly). */
export const selCardInputs = (s: TableSnapshot) =>
  [
    s.context.hands,
    s.context.chosen,
    s.context.transit,
    s.context.dealer,
    s.context.outOfPlay,
    s.context.handNo,
    selWaitsForMe(s),
    selShown(s)?.join(',') ?? null,
  ] as const;
