// A BONANZA RUMMY table as settings give it and a save keeps it: seats, rules, stacks, pace, turn clock; strict schemas.
import * as v from 'valibot';
import { BotParamsSchema, type BonanzaBotParams } from '../bots/params';
import { presetParams } from '../bots/presets';
import { JOKER } from '../rules/cards';
import { describeIssue } from '../rules/issues';
import {
  type BonanzaOptions,
  MAX_PLAYERS,
  MAX_STACK,
  MIN_PLAYERS,
  type OptionsInput,
  OptionsSchema,
  resolveOptions,
  START_STACK,
} from '../rules/options';
import type { GameConfig } from '../rules/state';
import type { PreparedDeal } from '../sim/prepared';
import { PACE_IDS, type PaceId, PACES, type TableTiming } from '../sim/timing';

export type SeatConfig =
  | { readonly kind: 'person'; readonly name: string }
  | { readonly kind: 'bot'; readonly name: string; readonly bot: BonanzaBotParams };

/** A table with every setting resolved. */
export interface TableConfig {
  readonly players: number;
  readonly seed: number;
  readonly options: BonanzaOptions;
  readonly seats: readonly SeatConfig[];
  /** [G1] the chips each seat starts with. */
  readonly stacks: readonly number[];
  /** The first dealer; drawn from the seed when absent. */
  readonly dealer?: number;
  /** The table's own pace (ms): antes, deal, calls, forced plays. */
  readonly pace: TableTiming;
  /** A person who has not decided after this many ms gets the safe choice; null: no clock. */
  readonly turnClockMs: number | null;
  /** Deals given for the first hands (a lesson, a test) instead of the seeded ones. */
  readonly preparedDeals?: readonly PreparedDeal[];
}

/** A table as settings give it: players and seed, the rest optional. */
export interface TableConfigInput {
  readonly players: number;
  readonly seed: number;
  readonly options?: OptionsInput;
  /** Default: a person at seat 0, basic bots at normal speed elsewhere. */
  readonly seats?: readonly SeatConfig[];
  readonly stack?: number;
  readonly stacks?: readonly number[];
  readonly dealer?: number;
  /** A pace by name (`normal`, `fast`) or in ms. Default `normal`. */
  readonly pace?: PaceId | TableTiming;
  readonly turnClockMs?: number | null;
  readonly preparedDeals?: readonly PreparedDeal[];
}

export const TURN_CLOCK_BOUNDS = [1000, 600_000] as const;
const MAX_NAME = 40;
const MAX_PACE_MS = 60_000;

const whole = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be ${min} or more`),
    v.maxValue(max, `${what} must be ${max} or less`),
  );

const SeatSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('person'),
      name: v.pipe(v.string('a seat name must be text'), v.maxLength(MAX_NAME, 'a long name')),
    }),
    v.strictObject({
      kind: v.literal('bot'),
      name: v.pipe(v.string('a seat name must be text'), v.maxLength(MAX_NAME, 'a long name')),
      bot: BotParamsSchema,
    }),
  ],
  'a seat must be a person or a bot',
);

export const PaceSchema = v.strictObject({
  ante: whole(0, MAX_PACE_MS, 'pace.ante'),
  deal: whole(0, MAX_PACE_MS, 'pace.deal'),
  'next-call': whole(0, MAX_PACE_MS, 'pace.next-call'),
  play: whole(0, MAX_PACE_MS, 'pace.play'),
});

const card = whole(0, JOKER, 'a card');
const DealSchema = v.strictObject({
  hands: v.pipe(v.array(v.pipe(v.array(card), v.maxLength(53))), v.maxLength(MAX_PLAYERS)),
  widow: v.pipe(v.array(card), v.maxLength(53)),
});
const DealsSchema = v.pipe(v.array(DealSchema), v.maxLength(500, 'at most 500 prepared deals'));
const turnClock = v.nullable(whole(TURN_CLOCK_BOUNDS[0], TURN_CLOCK_BOUNDS[1], 'turnClockMs'));

interface Sized {
  readonly players: number;
  readonly seats?: readonly unknown[];
  readonly stacks?: readonly unknown[];
  readonly dealer?: number;
  readonly preparedDeals?: readonly PreparedDeal[];
}

/** What does not fit the number of players, or null. */
function sizeProblem(c: Sized): string | null {
  if (c.seats !== undefined && c.seats.length !== c.players)
    return 'seats must list one seat per player';
  if (c.stacks !== undefined && c.stacks.length !== c.players)
    return 'stacks must list one stack per player';
  if (c.dealer !== undefined && c.dealer >= c.players) return 'dealer must be a seat';
  if (c.preparedDeals?.some((d) => d.hands.length !== c.players))
    return 'a prepared deal must hold one hand per player';
  return null;
}

/** Settings from outside (a settings screen, a command line). */
export const TableConfigInputSchema = v.pipe(
  v.strictObject({
    players: whole(MIN_PLAYERS, MAX_PLAYERS, 'players'),
    seed: whole(0, 0xffffffff, 'seed'),
    options: v.optional(OptionsSchema),
    seats: v.optional(v.array(SeatSchema)),
    stack: v.optional(whole(0, MAX_STACK, 'stack')),
    stacks: v.optional(v.array(whole(0, MAX_STACK, 'a stack'))),
    dealer: v.optional(whole(0, MAX_PLAYERS - 1, 'dealer')),
    pace: v.optional(
      v.union([v.picklist(PACE_IDS), PaceSchema], 'pace must be normal, fast or ms'),
    ),
    turnClockMs: v.optional(turnClock),
    preparedDeals: v.optional(DealsSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? sizeProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

/** A resolved table (as a save keeps it): every field present, options complete. */
export const TableConfigSchema = v.pipe(
  v.strictObject({
    players: whole(MIN_PLAYERS, MAX_PLAYERS, 'players'),
    seed: whole(0, 0xffffffff, 'seed'),
    options: v.required(OptionsSchema, 'every option must be given'),
    seats: v.array(SeatSchema),
    stacks: v.array(whole(0, MAX_STACK, 'a stack')),
    dealer: v.optional(whole(0, MAX_PLAYERS - 1, 'dealer')),
    pace: PaceSchema,
    turnClockMs: turnClock,
    preparedDeals: v.optional(DealsSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? sizeProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

/** The first problem of a schema's issues, with its path. */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return `${path ? `${path}: ` : ''}${describeIssue(issue)}`.slice(0, 200);
}

export class TableConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TableConfigError';
  }
}

/** Every setting resolved from outside input; throws TableConfigError on anything the schema refuses. */
export function tableConfig(input: unknown): TableConfig {
  const r = v.safeParse(TableConfigInputSchema, input, { abortEarly: true });
  if (!r.success) throw new TableConfigError(`table settings: ${issueText(r.issues)}`);
  const c = r.output;
  const n = c.players;
  const seats: SeatConfig[] =
    c.seats ??
    Array.from({ length: n }, (_, seat) =>
      seat === 0
        ? { kind: 'person', name: 'You' }
        : { kind: 'bot', name: `Bot ${seat}`, bot: presetParams('normal', 'basic') },
    );
  return {
    players: n,
    seed: c.seed,
    options: resolveOptions(n, c.options),
    seats,
    stacks: c.stacks ?? new Array<number>(n).fill(c.stack ?? START_STACK),
    ...(c.dealer !== undefined ? { dealer: c.dealer } : {}),
    pace: typeof c.pace === 'string' ? PACES[c.pace] : (c.pace ?? PACES.normal),
    turnClockMs: c.turnClockMs ?? null,
    ...(c.preparedDeals ? { preparedDeals: c.preparedDeals } : {}),
  };
}

/** The pure flow's configuration of a table: what `newGame` needs. */
export function gameConfigOf(c: TableConfig): GameConfig {
  return {
    players: c.players,
    seed: c.seed,
    options: c.options,
    stacks: c.stacks,
    ...(c.dealer !== undefined ? { dealer: c.dealer } : {}),
  };
}
