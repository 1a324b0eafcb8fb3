// An AZACRU table as settings give it and a save keeps it: players, seed, seats (people and bots), pace; strict schemas.
import * as v from 'valibot';
import { AzacruBotParamsSchema, type AzacruBotParams, SKILLS } from '../bots/params';
import { botParams, iterationsFor, THINK_PRESET_IDS, THINK_PRESETS } from '../bots/presets';
import type { PlayerCount } from '../rules/board';
import { quote } from '../rules/quote';
import { type Pace, PACE_IDS, PACES, PaceSchema } from './pace';

export type SeatConfig =
  | { readonly kind: 'person'; readonly name: string }
  | {
      readonly kind: 'bot';
      readonly name: string;
      readonly bot: AzacruBotParams;
      /**
       * The expert's search stops after this many ms of the host's clock even before its
       * iterations are done (a slow device); null: the iteration budget alone (reproducible).
       */
      readonly searchMs: number | null;
    };

/** A table with every setting resolved (as a save keeps it). */
export interface TableConfig {
  readonly players: PlayerCount;
  /** Every random choice of the game (the bots' choices and delays) comes from it. */
  readonly seed: number;
  /** One per player, player 1 first. */
  readonly seats: readonly SeatConfig[];
  readonly pace: Pace;
}

/** Think time: a preset or seconds per move from 0.3 to 3. */
export type ThinkInput = (typeof THINK_PRESET_IDS)[number] | number;

export type SeatInput =
  | { readonly kind: 'person'; readonly name?: string }
  /** A bot of a skill at a think time: the budget is the calibrated iterations, capped at the time in a browser. */
  | {
      readonly kind: 'bot';
      readonly name?: string;
      readonly skill: string;
      readonly think?: ThinkInput;
    }
  /** A bot with every parameter given (tests, simulations): the iteration budget only, unless `searchMs`. */
  | {
      readonly kind: 'bot';
      readonly name?: string;
      readonly bot: AzacruBotParams;
      readonly searchMs?: number | null;
    };

/** Settings from outside (a settings screen, a test). */
export interface TableConfigInput {
  readonly players: number;
  readonly seed: number;
  /** Default: a person as player 1, experts thinking 1 s elsewhere. */
  readonly seats?: readonly SeatInput[];
  /** A pace by name (`normal`, `fast`, `instant`) or in ms. Default `normal`. */
  readonly pace?: (typeof PACE_IDS)[number] | Pace;
}

export const THINK_SECONDS = [0.3, 3] as const;
export const SEARCH_MS = [100, 5000] as const;
const MAX_NAME = 40;

const whole = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be from ${min} to ${max}`),
    v.maxValue(max, `${what} must be from ${min} to ${max}`),
  );
const name = v.pipe(
  v.string('a seat name must be text'),
  v.maxLength(MAX_NAME, `a seat name has at most ${MAX_NAME} characters`),
);
const searchMs = v.nullable(whole(SEARCH_MS[0], SEARCH_MS[1], 'searchMs'));
const players = v.picklist(
  [2, 3, 4] as const,
  (i) => `players must be 2, 3 or 4, got ${quote(i.input)}`,
);
const seed = whole(0, 0xffffffff, 'seed');

const PersonSchema = v.strictObject({ kind: v.literal('person'), name });
const PresetBotSchema = v.strictObject({
  kind: v.literal('bot'),
  name: v.optional(name),
  skill: v.picklist(SKILLS, 'skill must be random, basic or expert'),
  think: v.optional(
    v.union(
      [
        v.picklist(THINK_PRESET_IDS),
        v.pipe(v.number(), v.minValue(THINK_SECONDS[0]), v.maxValue(THINK_SECONDS[1])),
      ],
      `think must be quick, normal, deep or seconds from ${THINK_SECONDS[0]} to ${THINK_SECONDS[1]}`,
    ),
  ),
});
const FullBotSchema = v.strictObject({
  kind: v.literal('bot'),
  name: v.optional(name),
  bot: AzacruBotParamsSchema,
  searchMs: v.optional(searchMs),
});

const SeatInputSchema = v.union(
  [
    v.strictObject({ kind: v.literal('person'), name: v.optional(name) }),
    PresetBotSchema,
    FullBotSchema,
  ],
  (i) =>
    `a seat must be {kind:"person"}, {kind:"bot",skill,think} or {kind:"bot",bot}, got ${quote(i.input)}`,
);
const SeatSchema = v.variant('kind', [
  PersonSchema,
  v.strictObject({ kind: v.literal('bot'), name, bot: AzacruBotParamsSchema, searchMs }),
]);

/** One seat per player (checked once the shape is right). */
const seatsFit = (c: { players: number; seats?: readonly unknown[] | undefined }): boolean =>
  c.seats === undefined || c.seats.length === c.players;
const SEATS_FIT = 'seats must list one seat per player';

export const TableConfigInputSchema = v.pipe(
  v.strictObject({
    players,
    seed,
    seats: v.optional(v.array(SeatInputSchema)),
    pace: v.optional(
      v.union([v.picklist(PACE_IDS), PaceSchema], 'pace must be normal, fast, instant or ms'),
    ),
  }),
  v.check((c) => seatsFit(c), SEATS_FIT),
);

/** A resolved table, as a save keeps it: every field present. */
export const TableConfigSchema = v.pipe(
  v.strictObject({ players, seed, seats: v.array(SeatSchema), pace: PaceSchema }),
  v.check((c) => seatsFit(c), SEATS_FIT),
);

/** The first problem of a schema's issues, with its path (at most 200 characters). */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  const message = issue.message.startsWith('Invalid ')
    ? `expected ${issue.expected ?? 'a valid value'}, got ${quote(issue.input)}`
    : issue.message;
  return `${path ? `${path}: ` : ''}${message}`.slice(0, 200);
}

export class TableConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TableConfigError';
  }
}

/** The think-time preset nearest to `seconds` (for its human-looking delay). */
function nearestPreset(seconds: number): (typeof THINK_PRESET_IDS)[number] {
  let best = THINK_PRESET_IDS[0] ?? 'quick';
  for (const id of THINK_PRESET_IDS) {
    const d = Math.abs(Math.log(THINK_PRESETS[id].seconds / seconds));
    if (d < Math.abs(Math.log(THINK_PRESETS[best].seconds / seconds))) best = id;
  }
  return best;
}

function resolveSeat(
  seat: v.InferOutput<typeof SeatInputSchema>,
  i: number,
  n: PlayerCount,
): SeatConfig {
  const seatName = seat.name ?? (seat.kind === 'person' ? 'You' : `Bot ${i + 1}`);
  if (seat.kind === 'person') return { kind: 'person', name: seatName };
  if ('bot' in seat)
    return { kind: 'bot', name: seatName, bot: seat.bot, searchMs: seat.searchMs ?? null };
  const think = seat.think ?? 'normal';
  const seconds = typeof think === 'number' ? think : THINK_PRESETS[think].seconds;
  const preset = typeof think === 'number' ? nearestPreset(think) : think;
  const base = botParams(seat.skill, n, preset);
  return {
    kind: 'bot',
    name: seatName,
    bot: { ...base, search: { ...base.search, iterations: iterationsFor(seconds, n) } },
    searchMs: seat.skill === 'expert' ? Math.round(seconds * 1000) : null,
  };
}

/** Every setting resolved from outside input; throws TableConfigError saying what is wrong. */
export function tableConfig(input: unknown): TableConfig {
  const r = v.safeParse(TableConfigInputSchema, input, { abortEarly: true });
  if (!r.success) throw new TableConfigError(`table settings: ${issueText(r.issues)}`);
  const c = r.output;
  const seats: readonly v.InferOutput<typeof SeatInputSchema>[] =
    c.seats ??
    Array.from({ length: c.players }, (_, i) =>
      i === 0 ? { kind: 'person' as const } : { kind: 'bot' as const, skill: 'expert' as const },
    );
  return {
    players: c.players,
    seed: c.seed,
    seats: seats.map((s, i) => resolveSeat(s, i, c.players)),
    pace: typeof c.pace === 'string' ? PACES[c.pace] : (c.pace ?? PACES.normal),
  };
}

/** Is this seat played by a bot? */
export const isBotSeat = (c: TableConfig, seat: number): boolean => c.seats[seat]?.kind === 'bot';
