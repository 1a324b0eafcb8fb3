// The person's hint from the table snapshot: choose a card, grab on a winning hand, grab too, a stick in hand, place an X.
import { isWinningHand, winKind } from '../rules';
import { PERSON } from '../game';
import { selectPendingX, type TableSnapshot } from './selectors';

export type Hint = 'choose' | 'ready' | 'win' | 'others' | 'held' | 'placeX';

/** The seat holds a winning hand while the cards are passed, with every card picked up. */
export function holdsWinningHand(s: TableSnapshot, seat: number): boolean {
  return (
    s.hasTag('passing') &&
    s.context.grabs.length === 0 &&
    s.context.transit.length === 0 &&
    isWinningHand(s.context.hands[seat] ?? [])
  );
}

/** The person's winning hand is all three bombs (the hint says so: a newcomer did not know they win). */
export const selectWinsWithBombs = (s: TableSnapshot): boolean =>
  holdsWinningHand(s, PERSON) && winKind(s.context.hands[PERSON] ?? []) === 'bombs';

/** What the seat should do now, or null when there is nothing to do. */
export function hintFor(s: TableSnapshot, seat: number): Hint | null {
  if (selectPendingX(seat)(s) !== null) return 'placeX';
  const c = s.context;
  if (s.hasTag('grab-window')) {
    // A stick in hand: said while the others race (the prompt had gone blank until the reveal).
    if (c.sticks.some((st) => st.owner === seat)) return 'held';
    const done = c.grabs.some((g) => g.player === seat) || c.fakes.includes(seat);
    return !done && c.sticks.some((st) => st.owner === null) ? 'others' : null;
  }
  if (!s.hasTag('passing') || c.grabs.length > 0) return null;
  if (holdsWinningHand(s, seat)) return 'win';
  return c.chosen[seat] == null ? 'choose' : 'ready';
}

/** The person must act on the sticks: a grab window is open or their own hand wins. */
export const selectMustGrab = (s: TableSnapshot): boolean =>
  s.hasTag('grab-window') || holdsWinningHand(s, PERSON);

/** How the person's hand stood at this moment, for their reaction log: winning, passing, or other. */
export function selectReactionState(s: TableSnapshot): {
  hand: number;
  state: 'win' | 'no' | 'other';
} {
  if (holdsWinningHand(s, PERSON)) return { hand: s.context.handNo, state: 'win' };
  const passing = s.hasTag('passing') && s.context.grabs.length === 0;
  return { hand: s.context.handNo, state: passing ? 'no' : 'other' };
}

export type TutorialLine =
  | 'hint.tutorialKeep'
  | 'hint.tutorialKeepOne'
  | 'hint.tutorialWatch'
  | 'hint.tutorialRace'
  | 'hint.tutorialDone'
  | 'hint.tutorialCollect';

/** The tutorial's extra line: what to keep in the first hand, what to watch, the race, "well done", then how to collect. */
export function selectTutorialLine(s: TableSnapshot): TutorialLine | null {
  const hand = s.context.handNo;
  const hint = hintFor(s, PERSON);
  // With every card dealt (ZUMA DE) the first hand holds two odd cards: either may go.
  if (hand === 1 && hint === 'choose')
    return (s.context.hands[PERSON]?.length ?? 0) > 7
      ? 'hint.tutorialKeepOne'
      : 'hint.tutorialKeep';
  if (hand === 1 && hint === 'ready') return 'hint.tutorialWatch';
  // The second hand is the race (a bot is dealt a winning hand): what to do is said before it comes.
  if (hand === 2 && s.hasTag('passing') && s.context.grabs.length === 0) return 'hint.tutorialRace';
  // What the second hand taught (the race), from its end until the third's first call (or grab): then
  // it goes, so it never stacks with the hints of a hand in play. It praises nobody: the person may
  // have lost the race.
  const early = hand === 3 && s.context.calls === 0 && s.context.grabs.length === 0;
  if ((hand === 2 && s.hasTag('hand-end')) || early) return 'hint.tutorialDone';
  // The game plays on with hints: how to collect, whenever a card is to be chosen (a play-tester
  // passed card after card through a whole hand of 60 calls that nobody won).
  if (hand > 2 && hint === 'choose') return 'hint.tutorialCollect';
  return null;
}
