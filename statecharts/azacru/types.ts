// Types of the AZACRU table machine: input, context, the events it takes and the events it emits.
import type { AnyActorRef } from 'xstate';
import type { Effect } from '../../src/games/azacru/rules/effects';
import type { AzacruEvent } from '../../src/games/azacru/rules/events';
import type { LegalMove } from '../../src/games/azacru/rules/flow';
import type { Entry } from '../../src/games/azacru/rules/record';
import type { RefusalCode } from '../../src/games/azacru/rules/refusals';
import type { AzacruState } from '../../src/games/azacru/rules/state';
import type { TableConfig, TableConfigInput } from '../../src/games/azacru/save/config';
import type { AzacruSave } from '../../src/games/azacru/save/save';
import type { GameClock } from '../../src/lib/clock';
import type { SearchHost } from '../../src/games/azacru/worker/host';
import type { SearchMove } from '../../src/games/azacru/worker/protocol';
import type { Beat } from './beats';
import type { ChoiceRefusalCode, Selection } from './choice';
import type { PersonEvent } from './person-events';

interface Common {
  /** The table's clock: timers, the time of events, and the default host's slices. */
  readonly clock: GameClock;
  /** Where the experts search: a Web Worker in a page (worker/browser.ts). Default: in this thread, on `clock`. */
  readonly host?: SearchHost;
}

/**
 * A new game from settings; a saved game continued where it stood; or a saved game's moves shown
 * again from the start (each at the pace's replay gap, then play goes on live if it is not over).
 */
export type AzacruInput =
  | (Common & { readonly config: TableConfigInput })
  | (Common & { readonly restore: AzacruSave | string })
  | (Common & { readonly replay: AzacruSave | string });

/** Every reason the table refuses an event: the flow's, the person's choice's, and the table's own. */
export type TableRefusalCode =
  | RefusalCode
  | ChoiceRefusalCode
  /** Not an event of this table (an unknown type, xstate's own). */
  | 'unknown-event'
  /** The player named is not a seat at this table. */
  | 'not-a-seat'
  /** The seat is played by a bot: it takes only its own bot's decisions. */
  | 'bot-seat'
  /** A move or a pass is on show, or a replay runs: the table takes no choice now. */
  | 'busy';

/** Why the table refused an event, for the screen and for tests. */
export interface RefusalNote {
  /** The player the event named, when it named one. */
  readonly player: number | null;
  /** The refused event's type, as text (at most 60 characters). */
  readonly event: string;
  readonly code: TableRefusalCode;
  readonly reason: string;
  /** Ms since the table started. */
  readonly at: number;
}

/** A bot thinking: how far its search is. */
export interface ThinkingNote {
  readonly player: number;
  readonly iterations: number;
  /** The iteration budget (0 for a bot that does not search). */
  readonly budget: number;
}

export interface AzacruContext {
  readonly config: TableConfig;
  /** The flow's state: the position after the last accepted step (forced passes included). */
  readonly game: AzacruState;
  /** The position before the step on show (the animation starts from it); null at rest. */
  readonly before: AzacruState | null;
  /** The legal moves of the player to move in `game`. */
  readonly legal: readonly LegalMove[];
  /** The choice of the person to move, so far. */
  readonly selection: Selection;
  /** The beat on show (a move's animation or a forced pass), and the beats after it. */
  readonly beat: Beat | null;
  readonly beats: readonly Beat[];
  /** Effects shown when the beats are over: whose turn, or the game over. */
  readonly tail: readonly Effect[];
  /** The final round has been announced (the `final-round` tag). */
  readonly finalRound: boolean;
  /** Every turn so far in the referee's record format: the save's move list. */
  readonly moves: readonly Entry[];
  /** A replay: the recorded entries still to show. */
  readonly script: readonly Entry[];
  /** Accepted steps since the table started. */
  readonly steps: number;
  readonly lastRefusal: RefusalNote | null;
  readonly thinking: ThinkingNote | null;
  /** Per seat: the bot actor, or null for a person. */
  readonly bots: readonly (AnyActorRef | null)[];
  readonly host: SearchHost;
  readonly clock: GameClock;
  /** The clock's time when the table started. */
  readonly startedAt: number;
}

/** Who made an accepted step. */
export type StepSource = 'person' | 'bot' | 'replay';

/** A bot's move for the turn it was told of (null: it must pass). */
export interface BotMoveEvent {
  readonly type: 'bot.move';
  readonly bot: AnyActorRef;
  readonly turn: number;
  readonly move: SearchMove | null;
}

/** A bot's search progress. */
export interface BotThinkingEvent {
  readonly type: 'bot.thinking';
  readonly bot: AnyActorRef;
  readonly turn: number;
  readonly iterations: number;
  readonly budget: number;
}

/** What `personEvent` makes of a value that cannot be an event (not an object, no text type, xstate's own). */
export interface UnreadableEvent {
  readonly type: 'unreadable';
  readonly what: string;
  /** True when the type is one of xstate's own. */
  readonly reserved: boolean;
}

/**
 * Everything the machine takes: the bots' events (checked by reference) and a person's events. A
 * person's input is any value at run time (see person.ts): the table judges it and refuses what it must.
 */
export type AzacruMachineEvent = BotMoveEvent | BotThinkingEvent | UnreadableEvent | PersonEvent;

/**
 * The flow's effects (in the flow's order, each when its beat starts) and the table's own notices.
 */
export type AzacruEmitted =
  | Effect
  /** Before a step's effects: the accepted event, who made it and when. */
  | {
      readonly type: 'step';
      readonly event: AzacruEvent;
      readonly by: StepSource;
      readonly at: number;
    }
  /** A turn starts (after the last step's beats): who plays, a person or a bot. */
  | {
      readonly type: 'turn';
      readonly player: number;
      readonly turn: number;
      readonly by: 'person' | 'bot';
      readonly finalRound: boolean;
      readonly legalMoves: number;
    }
  /** A bot starts thinking (iterations 0), and its search's progress now and then. */
  | ({ readonly type: 'thinking' } & ThinkingNote)
  /** A person's choice changed. */
  | { readonly type: 'selection'; readonly player: number; readonly selection: Selection }
  /** After every accepted step. */
  | { readonly type: 'save'; readonly save: AzacruSave }
  /** An event the table did not take; nothing changed. */
  | { readonly type: 'refused'; readonly refusal: RefusalNote };

export type AzacruEmittedType = AzacruEmitted['type'];
