// Narrow selectors of the table that the scene animates: hands, who is shown, who wins, who waits.
import { isWinningHand } from '../rules/hand';
import { PERSON } from '../game';
import { selectHoldingUp, type TableSnapshot } from './selectors';
import { selectPersonMayTurn } from './person';

/** The seats whose hands are shown face up: grabbers and fakers, from the reveal until the next deal. */
export const selShown = (s: TableSnapshot): readonly number[] | null => {
  if (!(s.hasTag('reveal') || s.hasTag('scoring') || s.hasTag('hand-end'))) return null;
  const seats = new Set(s.context.grabs.map((g) => g.player));
  s.context.fakes.forEach((p) => seats.add(p));
  return [...seats].sort((a, b) => a - b);
};

/** The shown seats whose hands win (4 + 3, or all three bombs): their cards glow. */
export const selShownWins = (s: TableSnapshot): readonly number[] =>
  (selShown(s) ?? []).filter((seat) => isWinningHand(s.context.hands[seat] ?? []));

/** Whether the table waits for the person's card (the person holds up the call). */
export const selWaitsForMe = (s: TableSnapshot): boolean => selectHoldingUp(s).includes(PERSON);

/** Whether the person may turn the board (the one rule, in ./person). */
export const selCanTurn = selectPersonMayTurn;

/** Everything the cards' places depend on, as a tuple of snapshot slices (compared shallowly). */
export const selCardInputs = (s: TableSnapshot) =>
  [
    s.context.hands,
    s.context.chosen,
    s.context.transit,
    s.context.dealer,
    s.context.outOfPlay,
    s.context.handNo,
    selShown(s)?.join(',') ?? null,
    selShownWins(s).join(','),
    s.context.lastReceived[PERSON] ?? null,
    s.context.config.timing.dealMs,
  ] as const;
