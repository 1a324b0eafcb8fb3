// Types of the table machine: configuration, context, events from players, emitted events.
import type {
  CardId,
  Colour,
  EditionId,
  PlayerCount,
  RuleOptions,
  RuleOptionsInput,
  ScoreEntry,
  Scorebook,
  Stick,
} from '../rules';
import type { BotParams } from '../bots/params';
import type { GameClock } from '../../../lib/clock';
import type { SaveGame } from './save';

/** How fast the table runs. Every duration of the flow is read from here (named delays). */
export interface Timing {
  /** Time to deal a hand (animation) before the passing starts. */
  readonly dealMs: number;
  /** The pace: the least time between two calls. */
  readonly callIntervalMs: number;
  /** The pace quickens within a hand by this fraction per call, down to minCallIntervalMs. */
  readonly quicken: number;
  readonly minCallIntervalMs: number;
  /** How long the chosen cards slide across the table. */
  readonly slideMs: number;
  /** How long the pick-up takes after the slide. */
  readonly pickupMs: number;
  /** How long the hands that matter stay face up. */
  readonly revealMs: number;
  /** How long the sheet shows after scoring before the next deal. */
  readonly handEndMs: number;
}

export const DEFAULT_TIMING: Timing = {
  dealMs: 900,
  callIntervalMs: 1400,
  quicken: 0.04,
  minCallIntervalMs: 700,
  slideMs: 320,
  pickupMs: 160,
  revealMs: 2600,
  handEndMs: 2400,
};

export type SeatConfig =
  | { readonly kind: 'person'; readonly name: string }
  | { readonly kind: 'bot'; readonly name: string; readonly bot: BotParams };

export interface TableConfig {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly options: RuleOptionsInput;
  readonly seed: number;
  readonly seats: readonly SeatConfig[];
  readonly timing: Timing;
  /** The first dealer; default: chosen from the seed. */
  readonly firstDealer?: number;
  /**
   * Stacked deals for the first hands (the tutorial's first hand, tests): hands by seat.
   * Used only when they are a valid deal of this table's deck; otherwise the seeded deal is used.
   */
  readonly stackedDeals?: readonly (readonly (readonly CardId[])[])[];
}

/** A stick on the board: its globe, and who holds it in the current grab window. */
export interface StickState extends Stick {
  owner: number | null;
  /** Event time of the owner's grab (earlier wins a race). */
  at: number | null;
}

export interface GrabRecord {
  readonly player: number;
  readonly stick: number;
  readonly colour: Colour;
  readonly at: number;
}

/** A card on its way from one seat to its left neighbour during a call. */
export interface Transit {
  readonly card: CardId;
  readonly from: number;
  readonly to: number;
}

export type RefusalCode =
  | 'bad-player'
  | 'not-your-turn'
  | 'card-not-held'
  | 'not-passing'
  | 'already-grabbed'
  | 'stick-unknown'
  | 'stick-taken'
  | 'window-closed'
  | 'not-dealer'
  | 'board-locked'
  | 'no-x-to-place'
  | 'cell-not-open'
  | 'no-fakes'
  | 'malformed';

export interface Refusal {
  readonly player: number;
  readonly event: string;
  readonly code: RefusalCode;
  readonly at: number;
}

/** One accepted event from a person, with its time since the game started: the replay log. */
export interface LoggedEvent {
  readonly t: number;
  readonly event: PlayerEvent;
}

/**
 * Where the table is in its flow: one hand runs dealing, passing (choosing, waiting for the call,
 * sliding, picking up) until a grab opens the grab window; then the reveal, the X choices (scoring)
 * and the hand's end (or a redeal after a stall); `over` ends the game. `start` comes before the
 * first hand only.
 */
export type FlowPhase =
  | 'start'
  | 'dealing'
  | 'choosing'
  | 'waitingForCall'
  | 'sliding'
  | 'pickingUp'
  | 'grabWindow'
  | 'reveal'
  | 'scoring'
  | 'handEnd'
  | 'redeal'
  | 'over';

/**
 * The whole state of a table, as plain data: what the flow's step reads and writes. The fast loop
 * owns one and updates it in place; everyone else gets copies that never change (TableView).
 */
export interface FlowState {
  readonly config: TableConfig;
  readonly options: RuleOptions;
  /** The clock's time when the game started (the log's times count from it). */
  readonly startedAt: number;
  /** The seats people play: bit `1 << seat` (their events are logged for replay). */
  readonly people: number;
  phase: FlowPhase;
  /** When the table's own timer fires next, or null while it waits for the players. */
  deadline: number | null;
  book: Scorebook;
  dealer: number;
  /** Hands dealt so far in this game (void hands included); the current hand's number from 1. */
  handNo: number;
  hands: CardId[][];
  outOfPlay: CardId[];
  /** Each seat's card chosen for the next call, or null (that seat holds up the call). */
  chosen: (CardId | null)[];
  /** Each seat's last card passed and last card received (what a player at the table knows). */
  lastPassed: (CardId | null)[];
  lastReceived: (CardId | null)[];
  transit: Transit[];
  calls: number;
  /** Board rotation in radians, set by the dealer before the first call. */
  rotation: number;
  sticks: StickState[];
  grabs: GrabRecord[];
  fakes: number[];
  grabWindowUntil: number | null;
  /** AZUMA: players who must choose a cell for an X, with their open colours, and the choices. */
  pendingX: { readonly player: number; readonly open: readonly Colour[] }[];
  xChoices: Partial<Record<number, Colour>>;
  lastEntries: readonly ScoreEntry[];
  lastRoundEnded: boolean;
  refusal: Refusal | null;
  log: LoggedEvent[];
  redeals: number;
  /**
   * The last call's cards and where each came from in its hand, and its time: a grab stamped
   * before the call freezes the hands as they were (undoPass).
   */
  lastCall: { chosen: CardId[]; from: number[] } | null;
  lastCallAt: number;
}

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The table as views see it: a copy of the flow state that never changes. */
export type TableView = DeepReadonly<FlowState>;
/** The table as the rules' helpers read it (the view or the fast loop's own state). */
export type TableContext = TableView;

export type { PlayerEvent } from '../rules/moves';
import type { PlayerEvent } from '../rules/moves';

/** The table's own timer, at the flow state's deadline; `START` begins the game (or a restored one). */
export type TableEvent = PlayerEvent | { readonly type: 'TICK' } | { readonly type: 'START' };

export type TableEmitted =
  | { type: 'deal'; hand: number; dealer: number }
  | { type: 'call'; call: number; dealer: number }
  | { type: 'slide'; transit: readonly Transit[] }
  | { type: 'pickup'; call: number }
  | { type: 'grab'; player: number; stick: number; colour: Colour; first: boolean; at: number }
  | { type: 'lostRace'; player: number; stick: number; winner: number }
  | { type: 'fake'; player: number }
  | {
      type: 'reveal';
      players: readonly number[];
      /** What this hand scores, as the sheet will show it (X cells still at their default place). */
      entries: readonly ScoreEntry[];
    }
  | { type: 'score'; entries: readonly ScoreEntry[] }
  | { type: 'redeal'; hand: number }
  | { type: 'roundEnd'; round: number }
  | { type: 'gameOver'; winners: readonly number[] }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'save'; save: SaveGame };

export interface TableInput {
  readonly config: TableConfig;
  readonly clock: Pick<GameClock, 'now'>;
  /** Restore: continue a saved game at the start of its current hand. */
  readonly restore?: SaveGame;
}
