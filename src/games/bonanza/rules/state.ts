// The game state: one plain, serializable object (numbers, booleans, arrays) that the flow steps.
import * as v from 'valibot';
import { createRng } from '../../../lib/rng';
import { PACK_SIZE } from './cards';
import {
  type BonanzaOptions,
  MAX_PLAYERS,
  MAX_STACK,
  MIN_PLAYERS,
  OptionsSchema,
  resolveOptions,
  START_STACK,
} from './options';
import { CALLS, type CallName, type PokerAction } from './events';
import { SPACES } from './sheet';

export type Phase =
  /** Waiting for the table's `ante`: the start of a hand. */
  | 'ante'
  /** Waiting for the table's `deal`. */
  | 'deal'
  /** The dealer swaps or sells the widow. */
  | 'widow'
  /** The widow is for sale: `turn` bids or passes. */
  | 'bidding'
  /** Waiting for the dealer's next call (`next-call`). */
  | 'call'
  /** A call is open: the seats in `pending` show or keep, hidden until all have decided. */
  | 'showing'
  /** Poker: `turn` checks, bets, calls, raises or folds. */
  | 'betting'
  /** Poker showdown: the seats in `pending` choose their five, hidden until all have. */
  | 'fives'
  /** Run-out: `leader` leads. */
  | 'lead'
  /** Run-out: waiting for the table's `play` of the next forced card. */
  | 'play'
  | 'over';

// Where a card is: a seat (0..8) holds it, or one of these.
export const IN_WIDOW = -1;
/** Out of play this hand: the dead hand, or the unsold widow. */
export const DEAD = -2;
export const PLAYED = -3;
/** The Joker after it was shown [G6] or set aside before the run-out [G16]. */
export const DISCARDED = -4;

export interface BidRecord {
  readonly seat: number;
  /** null for a pass. */
  readonly amount: number | null;
}

export interface ShowRecord {
  readonly call: CallName;
  readonly seat: number;
  readonly cards: readonly number[];
}

export interface ActionRecord {
  readonly seat: number;
  readonly action: PokerAction;
}

/** The state as the flow writes it. Outsiders get it as `BonanzaState` (read-only). */
export interface TableState {
  players: number;
  options: BonanzaOptions;
  /** Chips each seat started with; stacks + sheet always add up to their sum. */
  start: number[];
  /** The deal's seeded generator state (mulberry32), so a game replays from its seed. */
  rng: number;
  phase: Phase;
  /** The current (or last) hand, from 1; 0 before the first. */
  hand: number;
  dealer: number;
  /** Out for good: could not ante [G2]. */
  out: boolean[];
  /** Players of the current hand (after it ends: of the last hand). */
  inHand: boolean[];
  stacks: number[];
  /** Chips on the ten spaces, in SPACES order. */
  sheet: number[];
  /** Per card: the seat that holds it, or IN_WIDOW, DEAD, PLAYED, DISCARDED. */
  where: number[];
  /** Cards held per seat, the Joker included. */
  held: number[];
  // The widow.
  /** Whose hand went out of play: a seat, -1 for the unsold widow, null before it is known. */
  deadHand: number | null;
  /** The cards of a player's hand that went out of play; only that player sees them. */
  gaveUp: number[];
  bids: BidRecord[];
  highBid: number;
  highBidder: number;
  passed: boolean[];
  /** Whose turn it is to bid, bet or lead (-1 when nobody's). */
  turn: number;
  // The calls.
  /** Index in the hand's calls of the open call, or of the next one while phase is 'call'. */
  call: number;
  /** Seats still to decide at the open call or showdown. */
  pending: boolean[];
  /** Has decided at the open call or showdown. */
  decided: boolean[];
  /** Hidden decisions at the open call or showdown: the cards to show, or null to keep. */
  choices: (number[] | null)[];
  /** Everything shown this hand at the calls and the poker showdown, in order. */
  shows: ShowRecord[];
  // Poker.
  /** Taking part in poker and not folded. */
  inPot: boolean[];
  /** Chips each put on the poker space this hand. */
  put: number[];
  highest: number;
  raises: number;
  /** Has acted since the last bet or raise. */
  acted: boolean[];
  actions: ActionRecord[];
  // The run-out.
  /** The colour the next lead must have: 0 black, 1 red, -1 any. */
  colour: number;
  /** The card the next forced play will be (phase 'play'). */
  next: number;
  /** The cards played in the run-out, in order. */
  played: number[];
  /** Per space, who took it this hand (ascending). */
  won: number[][];
  /** At game over: the seats with the most chips. */
  winners: number[];
}

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The state as everyone outside the flow sees it: never changed, only replaced by `step`. */
export type BonanzaState = DeepReadonly<TableState>;

/** A new table: who plays, the seed of every shuffle, the rules and the stacks. */
export interface GameConfig {
  readonly players: number;
  readonly seed: number;
  readonly options?: Partial<BonanzaOptions>;
  /** [G1] chips per player (default 100), or per seat with `stacks`. */
  readonly stack?: number;
  readonly stacks?: readonly number[];
  /** The first dealer; drawn at random from the seed when absent. */
  readonly dealer?: number;
}

const whole = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be ${min} or more`),
    v.maxValue(max, `${what} must be ${max} or less`),
  );

/** A table configuration from outside (settings, a command line): strict, bounded. */
export const GameConfigSchema = v.pipe(
  v.strictObject({
    players: whole(MIN_PLAYERS, MAX_PLAYERS, 'players'),
    seed: whole(0, 0xffffffff, 'seed'),
    options: v.optional(OptionsSchema),
    stack: v.optional(whole(0, MAX_STACK, 'stack')),
    stacks: v.optional(v.array(whole(0, MAX_STACK, 'a stack'))),
    dealer: v.optional(whole(0, MAX_PLAYERS - 1, 'dealer')),
  }),
  v.check(
    (c) => c.stacks === undefined || c.stacks.length === c.players,
    'stacks must list one stack per player',
  ),
  v.check((c) => c.dealer === undefined || c.dealer < c.players, 'dealer must be a seat'),
);

/** A new game, before the first ante. Throws on a configuration the schema refuses. */
export function newGame(config: GameConfig): BonanzaState {
  const c = v.parse(GameConfigSchema, config);
  const n = c.players;
  const rng = createRng(c.seed);
  const dealer = c.dealer ?? rng.int(n);
  const start = c.stacks ? c.stacks.slice() : new Array<number>(n).fill(c.stack ?? START_STACK);
  const state: TableState = {
    players: n,
    options: resolveOptions(n, c.options),
    start,
    rng: rng.state(),
    phase: 'ante',
    hand: 0,
    dealer,
    out: new Array<boolean>(n).fill(false),
    inHand: new Array<boolean>(n).fill(false),
    stacks: start.slice(),
    sheet: new Array<number>(SPACES.length).fill(0),
    where: new Array<number>(PACK_SIZE).fill(DEAD),
    held: new Array<number>(n).fill(0),
    deadHand: null,
    gaveUp: [],
    bids: [],
    highBid: 0,
    highBidder: -1,
    passed: new Array<boolean>(n).fill(false),
    turn: -1,
    call: 0,
    pending: new Array<boolean>(n).fill(false),
    decided: new Array<boolean>(n).fill(false),
    choices: new Array<number[] | null>(n).fill(null),
    shows: [],
    inPot: new Array<boolean>(n).fill(false),
    put: new Array<number>(n).fill(0),
    highest: 0,
    raises: 0,
    acted: new Array<boolean>(n).fill(false),
    actions: [],
    colour: -1,
    next: -1,
    played: [],
    won: SPACES.map(() => []),
    winners: [],
  };
  return state;
}

/** A deep copy of a state (plain data only). */
export function cloneState(s: BonanzaState): TableState {
  return {
    ...(s as TableState),
    options: { ...s.options },
    start: s.start.slice(),
    out: s.out.slice(),
    inHand: s.inHand.slice(),
    stacks: s.stacks.slice(),
    sheet: s.sheet.slice(),
    where: s.where.slice(),
    held: s.held.slice(),
    gaveUp: s.gaveUp.slice(),
    bids: s.bids.slice(),
    passed: s.passed.slice(),
    pending: s.pending.slice(),
    decided: s.decided.slice(),
    choices: s.choices.map((c) => (c ? c.slice() : null)),
    shows: s.shows.slice(),
    inPot: s.inPot.slice(),
    put: s.put.slice(),
    acted: s.acted.slice(),
    actions: s.actions.slice(),
    played: s.played.slice(),
    won: s.won.map((w) => w.slice()),
    winners: s.winners.slice(),
  };
}

/** The calls of a hand under these options: poker only when it is played. */
export function callsOf(options: BonanzaOptions): readonly CallName[] {
  return options.poker === 'off' ? CALLS_WITHOUT_POKER : CALLS;
}

const CALLS_WITHOUT_POKER: readonly CallName[] = CALLS.filter((c) => c !== 'poker');

/** The call open (phase 'showing', 'betting', 'fives') or next (phase 'call'). */
export function currentCall(s: BonanzaState): CallName | null {
  return callsOf(s.options)[s.call] ?? null;
}

/** The chips on the table: stacks plus the sheet; always the sum of the start stacks. */
export function chipsOnTable(s: BonanzaState): number {
  let total = 0;
  for (const x of s.stacks) total += x;
  for (const x of s.sheet) total += x;
  return total;
}

/** The cards a seat holds, in id order. */
export function handOf(s: BonanzaState, seat: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < PACK_SIZE; c += 1) if (s.where[c] === seat) out.push(c);
  return out;
}
