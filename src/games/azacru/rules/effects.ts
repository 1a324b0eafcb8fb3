// What a step did, in order, for animation and sound: travel, markers, conversions, removal, twist, passes, the end.
import type { MoveKind, Twist } from './moves';

export type Effect =
  /** The chevron travels in a straight line; `passed` are the fields strictly between, in order. */
  | {
      readonly type: 'travel';
      readonly player: number;
      readonly from: number;
      readonly to: number;
      readonly direction: number;
      readonly distance: number;
      readonly passed: readonly number[];
      readonly kind: MoveKind;
    }
  /** A marker is placed on the target, which was neutral. */
  | { readonly type: 'marker'; readonly player: number; readonly field: number }
  /**
   * A connection change converts a passed field to the mover's colour: one effect per field that
   * changes, from the start outwards (`order` counts them from 0); `previous` is null for neutral.
   */
  | {
      readonly type: 'convert';
      readonly player: number;
      readonly field: number;
      readonly previous: number | null;
      readonly order: number;
    }
  /** The chevron is taken off the target after a connection change that took another player's field. */
  | { readonly type: 'removal'; readonly player: number; readonly field: number }
  /** The chevron on `field` turns 45 degrees from its travel direction to `facing`. */
  | {
      readonly type: 'twist';
      readonly player: number;
      readonly field: number;
      readonly side: Twist;
      readonly facing: number;
    }
  /** A pass; `forced` when the flow inserted it because the player had no move. */
  | { readonly type: 'pass'; readonly player: number; readonly forced: boolean }
  /** The first pass of the game triggers the end. */
  | { readonly type: 'endTriggered'; readonly player: number }
  /** The final round: the players who get exactly one more turn, in order. */
  | { readonly type: 'finalRound'; readonly players: readonly number[] }
  /** The final round is complete. */
  | {
      readonly type: 'gameOver';
      readonly scores: readonly number[];
      readonly winners: readonly number[];
    }
  /** Whose turn it is now (after every step that does not end the game). */
  | { readonly type: 'toMove'; readonly player: number };
