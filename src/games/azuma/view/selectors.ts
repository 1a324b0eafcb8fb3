// Small selectors over the table snapshot, so each view subscribes to one narrow slice.
import type { SnapshotFrom } from 'xstate';
import {
  type CardId,
  currentCells,
  EDITIONS,
  type Scorebook,
  suitOf,
  tableSetup,
  totals,
} from '../rules';
import { resolveOptions } from '../rules/options';
import { holdingUp as holding } from '../flow/checks';
import type { tableMachine } from '../../../../statecharts/azuma/table';
import type { TableConfig } from '../flow/types';

export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

export type Phase =
  | 'dealing'
  | 'choosing'
  | 'waiting-for-call'
  | 'sliding'
  | 'picking-up'
  | 'grab-window'
  | 'reveal'
  | 'scoring'
  | 'hand-end'
  | 'over';
const PHASES: readonly Phase[] = [
  'dealing',
  'choosing',
  'waiting-for-call',
  'sliding',
  'picking-up',
  'grab-window',
  'reveal',
  'scoring',
  'hand-end',
  'over',
];

export const selectPhase = (s: TableSnapshot): Phase =>
  PHASES.find((p) => s.hasTag(p)) ?? 'dealing';
export const selectCanGrab = (s: TableSnapshot): boolean => s.hasTag('can-grab');
export const selectInGrabWindow = (s: TableSnapshot): boolean => s.hasTag('grab-window');
export const selectDealer = (s: TableSnapshot): number => s.context.dealer;
export const selectHandNo = (s: TableSnapshot): number => s.context.handNo;
export const selectCalls = (s: TableSnapshot): number => s.context.calls;
export const selectRotation = (s: TableSnapshot): number => s.context.rotation;
/** Seats that have not chosen a card: they hold up the call. Empty outside passing. */
export const selectHoldingUp = (s: TableSnapshot): number[] =>
  s.hasTag('passing') ? holding(s.context) : [];
export const selectHand = (seat: number) => (s: TableSnapshot) => s.context.hands[seat] ?? [];
export const selectHandSizes = (s: TableSnapshot): number[] => s.context.hands.map((h) => h.length);
export const selectChosen = (seat: number) => (s: TableSnapshot) => s.context.chosen[seat] ?? null;
/** Which seats have a card laid face down (not which card). */
export const selectReady = (s: TableSnapshot): boolean[] => s.context.chosen.map((c) => c !== null);
export const selectTransit = (s: TableSnapshot) => s.context.transit;
export const selectSticks = (s: TableSnapshot) => s.context.sticks;
export const selectGrabs = (s: TableSnapshot) => s.context.grabs;
export const selectBook = (s: TableSnapshot): Scorebook => s.context.book;
/**
 * The round the status names (0 for the first), or the tie-break: after a hand that ended a round
 * the book has moved on, but until the next deal the table still shows the round just ended.
 */
export const selectStatusRound = (s: TableSnapshot): number | 'tiebreak' =>
  s.hasTag('hand-end') && s.context.lastRoundEnded
    ? s.context.book.round - 1
    : s.context.book.phase === 'tiebreak'
      ? 'tiebreak'
      : s.context.book.round;
export const selectTotals = (s: TableSnapshot): number[] => totals(s.context.book);
export const selectCells = (s: TableSnapshot) => currentCells(s.context.book);
/**
 * The cells of the round the status names (null in the tie-break): the round just ended until the
 * next deal, so what shows over the table never runs ahead of the status.
 */
export const selectShownRoundCells = (s: TableSnapshot) => {
  const round = selectStatusRound(s);
  if (round === 'tiebreak') return null;
  return s.context.book.rounds[round]?.cells ?? currentCells(s.context.book);
};
export const selectPendingX = (seat: number) => (s: TableSnapshot) =>
  s.hasTag('placing-x') && s.context.xChoices[seat] === undefined
    ? (s.context.pendingX.find((x) => x.player === seat)?.open ?? null)
    : null;
export const selectRevealedHands = (s: TableSnapshot) =>
  s.hasTag('reveal') || s.hasTag('scoring') || s.hasTag('hand-end') ? s.context.hands : null;
export const selectRefusal = (s: TableSnapshot) => s.context.refusal;
export const selectLastEntries = (s: TableSnapshot) => s.context.lastEntries;
export const selectWinners = (s: TableSnapshot): readonly number[] => s.context.book.winners;
export const selectIsOver = (s: TableSnapshot): boolean => s.hasTag('over');
/** Cards are being passed this hand (from the deal until a grab or the stall redeal). */
export const selectPassing = (s: TableSnapshot): boolean => s.hasTag('passing');
/** Between hands or after the game: nothing is in play, a reload loses nothing. */
export const selectBetweenHands = (s: TableSnapshot): boolean =>
  s.hasTag('hand-end') || s.hasTag('over');
/** The sheet's colours this game, in sheet order. */
export const selectColours = (s: TableSnapshot) => s.context.book.colours;
/** Calls without a grab after which the hand is voided and dealt again. */
export const selectStallLimit = (s: TableSnapshot): number => s.context.options.stallLimit;
/** The call counter shows once this few calls are left before a void hand. */
export const CALLS_WARNING = 20;

/** The call counter as the stall limit nears (calls so far, the limit), else null. */
export const selectCallCounter = (s: TableSnapshot): { calls: number; max: number } | null => {
  const calls = s.context.calls;
  const max = s.context.options.stallLimit;
  return s.hasTag('in-hand') && calls > 0 && calls >= max - CALLS_WARNING ? { calls, max } : null;
};

/** Whether anyone has grabbed this hand. */
export const selectAnyGrab = (s: TableSnapshot): boolean => s.context.grabs.length > 0;

/** The most cards one player can hold at this table: 7, or more when every card is dealt. */
export function maxHandSize(config: TableConfig): number {
  const edition = EDITIONS[config.edition];
  if (edition.deal === 'seven') return 7;
  const options = resolveOptions(edition, config.options);
  return Math.ceil(tableSetup(edition, config.players, options).deck.length / config.players);
}

/** A hand in fan order, as the person sees it: grouped by suit, so a 4 + 3 is easy to see. */
export function fanOrder(cards: readonly CardId[]): CardId[] {
  return [...cards].sort((a, b) => suitOf(a) - suitOf(b) || a - b);
}

/** A seat's hand in fan order (the order of the cards on screen, the number keys and the buttons). */
export const selectFan = (seat: number) => (s: TableSnapshot) =>
  fanOrder(s.context.hands[seat] ?? []);
