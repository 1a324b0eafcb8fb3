// Types of the BONANZA RUMMY table machine: input, context, the events it takes and the events it emits.
import type { AnyActorRef } from 'xstate';
import type { Effect } from '../../src/games/bonanza/rules/effects';
import type { BonanzaEvent, SeatEvent } from '../../src/games/bonanza/rules/events';
import type { BonanzaState } from '../../src/games/bonanza/rules/state';
import type { TableConfig, TableConfigInput } from '../../src/games/bonanza/save/config';
import type { BonanzaSave } from '../../src/games/bonanza/save/save';
import type { TableRefusalCode } from '../../src/games/bonanza/sim/seats';
import type { ClockLike, TableTime } from './time';

/** A new game from settings, or a saved one continued at the start of its next hand. */
export type BonanzaInput =
  | { readonly config: TableConfigInput; readonly clock: ClockLike }
  | { readonly restore: BonanzaSave; readonly clock: ClockLike };

/** One accepted event of a person, with its time (ms since the machine started): the replay log. */
export interface LoggedMove {
  readonly t: number;
  readonly event: SeatEvent;
}

/** Why the table refused an event, for the screen and for tests. */
export interface RefusalNote {
  /** The seat the event named (or the refused deal is about), null when none. */
  readonly seat: number | null;
  /** The refused event's type, as text (quoted, at most 60 characters). */
  readonly event: string;
  readonly code: TableRefusalCode;
  readonly reason: string;
  readonly at: number;
}

export interface BonanzaContext {
  readonly config: TableConfig;
  /** The pure flow's state: everything the table knows, hidden cards included (show a seat its `seatView`). */
  readonly game: BonanzaState;
  readonly time: TableTime;
  /** Accepted steps so far (table, bots and people). */
  readonly steps: number;
  /** Every accepted event of a person, for replay. */
  readonly log: readonly LoggedMove[];
  readonly lastRefusal: RefusalNote | null;
  /** Per seat: when its turn clock decides for it (ms on the table's time), or null. */
  readonly deadlines: readonly (number | null)[];
  /** Per seat: the bot actor, or null for a person. */
  readonly bots: readonly (AnyActorRef | null)[];
}

/** A bot's decision, sent by its actor (the table knows its own bots by reference). */
export interface BotMoveEvent {
  readonly type: 'bot.move';
  readonly bot: AnyActorRef;
  readonly move: SeatEvent;
}

/** A person's turn clock ran out; `at` is the deadline it was started for. */
export interface TurnClockEvent {
  readonly type: 'turn-clock';
  readonly seat: number;
  readonly at: number;
}

/** What `personEvent` makes of a value that cannot be an event (not an object, no type, xstate's own). */
export interface UnreadableEvent {
  readonly type: 'unreadable';
  readonly what: string;
}

/**
 * Everything the machine takes: people send the pure flow's seat events; the table's own events
 * (antes, deal, calls, forced plays) and anything else are refused with a reason.
 */
export type BonanzaMachineEvent = BonanzaEvent | BotMoveEvent | TurnClockEvent | UnreadableEvent;

/** Who made an accepted step. */
export type StepSource = 'table' | 'bot' | 'person' | 'turn-clock';

/** The `call` effect says who calls: the dealer, in his own voice. */
export type CallEmitted = Extract<Effect, { type: 'call' }> & { readonly caller: number };

/**
 * The flow's effects (what to show and sound, chips moving, hand end, game over) in the order the
 * flow made them, and the table's own notices.
 */
export type BonanzaEmitted =
  | Exclude<Effect, { type: 'call' }>
  | CallEmitted
  /** Before a step's effects: the accepted event itself, who made it and when. */
  | {
      readonly type: 'step';
      readonly event: BonanzaEvent;
      readonly by: StepSource;
      readonly at: number;
    }
  /** At every hand boundary (before the first hand and after each but the last). */
  | { readonly type: 'save'; readonly save: BonanzaSave }
  /** An event the table did not take; nothing changed. */
  | { readonly type: 'refused'; readonly refusal: RefusalNote }
  /** A person's turn clock ran out and the table decided for him. */
  | { readonly type: 'timed-out'; readonly seat: number; readonly move: SeatEvent };

export type BonanzaEmittedType = BonanzaEmitted['type'];
