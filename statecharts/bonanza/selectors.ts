// Small selectors over the BONANZA RUMMY table snapshot: what a screen asks, one narrow slice each.
import type { SnapshotFrom } from 'xstate';
import { legal, type LegalMove, waitingFor, waitsFor } from '../../src/games/bonanza/rules/legal';
import { currentCall } from '../../src/games/bonanza/rules/state';
import { type SeatView, seatView } from '../../src/games/bonanza/rules/view';
import type { bonanzaMachine } from './table';

export type BonanzaSnapshot = SnapshotFrom<typeof bonanzaMachine>;

/** The table's stage as the screen shows it (each is a tag of the machine). */
export const STAGES = [
  'start',
  'dealing',
  'widow',
  'bidding',
  'calling',
  'showing',
  'betting',
  'fives',
  'leading',
  'playing',
  'hand-end',
  'over',
] as const;
export type Stage = (typeof STAGES)[number];

export const selectStage = (s: BonanzaSnapshot): Stage =>
  STAGES.find((stage) => s.hasTag(stage)) ?? 'start';
/** What `seat` sees: its own cards and everything public, never a hidden card. */
export const selectSeatView =
  (seat: number) =>
  (s: BonanzaSnapshot): SeatView =>
    seatView(s.context.game, seat);
/** What `seat` may do now (empty when the table does not wait for it). */
export const selectLegal =
  (seat: number) =>
  (s: BonanzaSnapshot): LegalMove[] =>
    legal(s.context.game, seat);
/** Is the table waiting for this seat's decision (its "my turn")? */
export const selectIsAsked =
  (seat: number) =>
  (s: BonanzaSnapshot): boolean =>
    waitsFor(s.context.game, seat);
/** The seats the table waits for now. */
export const selectWaitingFor = (s: BonanzaSnapshot): number[] => waitingFor(s.context.game);
/** The people the table waits for: they hold it up until they decide (or their turn clock runs out). */
export const selectHoldingUp = (s: BonanzaSnapshot): number[] =>
  waitingFor(s.context.game).filter((seat) => s.context.config.seats[seat]?.kind === 'person');
/** When the turn clock decides for `seat` (table time, ms), or null. */
export const selectDeadline =
  (seat: number) =>
  (s: BonanzaSnapshot): number | null =>
    s.context.deadlines[seat] ?? null;
export const selectHand = (s: BonanzaSnapshot): number => s.context.game.hand;
export const selectDealer = (s: BonanzaSnapshot): number => s.context.game.dealer;
/** The open call, or the next one. */
export const selectCall = (s: BonanzaSnapshot) => currentCall(s.context.game);
export const selectStacks = (s: BonanzaSnapshot): readonly number[] => s.context.game.stacks;
export const selectSheet = (s: BonanzaSnapshot): readonly number[] => s.context.game.sheet;
export const selectHeld = (s: BonanzaSnapshot): readonly number[] => s.context.game.held;
export const selectOut = (s: BonanzaSnapshot): readonly boolean[] => s.context.game.out;
export const selectWinners = (s: BonanzaSnapshot): readonly number[] => s.context.game.winners;
export const selectLastRefusal = (s: BonanzaSnapshot) => s.context.lastRefusal;
