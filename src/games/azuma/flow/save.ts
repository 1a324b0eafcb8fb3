// Save and restore at hand boundaries: our own versioned JSON; corrupted or incompatible saves are refused.
import { checkBotParams } from '../bots/params';
import { EDITIONS, isEditionId, isPlayerCount, type Scorebook } from '../rules';
import { checkOptions } from '../rules/options';
import type { LoggedEvent, TableConfig, TableContext, Timing } from './types';

export const SAVE_FORMAT = 'azuma3d-save';
export const SAVE_VERSION = 1;

export interface SaveGame {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly config: TableConfig;
  readonly book: Scorebook;
  /** The dealer and number of the hand to play next. */
  readonly dealer: number;
  readonly handNo: number;
  readonly rotation: number;
  readonly redeals: number;
  readonly log: readonly LoggedEvent[];
}

export class SaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveError';
  }
}

/** The save for the start of the current hand (`next` = false) or of the next hand (after scoring). */
export function toSave(ctx: TableContext, next: boolean): SaveGame {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    config: ctx.config,
    book: ctx.book,
    dealer: next ? (ctx.dealer + 1) % ctx.config.players : ctx.dealer,
    handNo: next ? ctx.handNo + 1 : ctx.handNo,
    rotation: ctx.rotation,
    redeals: ctx.redeals,
    log: ctx.log,
  };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number) =>
  Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const TIMING_KEYS: readonly (keyof Timing)[] = [
  'dealMs',
  'callIntervalMs',
  'quicken',
  'minCallIntervalMs',
  'slideMs',
  'pickupMs',
  'revealMs',
  'handEndMs',
];

function checkConfig(c: unknown): string | null {
  if (!isObj(c)) return 'config is missing';
  if (!isEditionId(c.edition)) return `unknown edition ${JSON.stringify(c.edition)}`;
  if (!isPlayerCount(c.players)) return 'players must be 3 to 6';
  const badOptions = checkOptions(c.options);
  if (badOptions) return badOptions;
  if (!isInt(c.seed, 0, 0xffffffff)) return 'seed must be a 32-bit whole number';
  if (!Array.isArray(c.seats) || c.seats.length !== c.players)
    return 'one seat per player is needed';
  for (const [i, seat] of c.seats.entries()) {
    if (!isObj(seat) || typeof seat.name !== 'string') return `seat ${i} is malformed`;
    if (seat.kind === 'bot') {
      const bad = checkBotParams(seat.bot);
      if (bad) return `seat ${i}: ${bad}`;
    } else if (seat.kind !== 'person') return `seat ${i} must be a person or a bot`;
  }
  if (!isObj(c.timing)) return 'timing is missing';
  for (const key of TIMING_KEYS) {
    const v = c.timing[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 60000)
      return `timing.${key} is out of range`;
  }
  return null;
}

function checkBook(b: unknown, c: TableConfig): string | null {
  if (!isObj(b)) return 'the score sheet is missing';
  if (b.edition !== c.edition || b.players !== c.players)
    return 'the score sheet belongs to another game';
  const colours = EDITIONS[c.edition].colours.length - (c.players === 3 ? 1 : 0);
  if (!Array.isArray(b.colours) || b.colours.length !== colours)
    return 'the sheet colours are wrong';
  if (!Array.isArray(b.rounds) || b.rounds.length > 3) return 'the sheet rounds are malformed';
  for (const r of b.rounds) {
    if (
      !isObj(r) ||
      !Array.isArray(r.cells) ||
      r.cells.length !== c.players ||
      !isInt(r.hands, 0, 1e6)
    )
      return 'a round of the sheet is malformed';
    for (const row of r.cells) {
      if (!Array.isArray(row) || row.length !== colours) return 'a row of the sheet is malformed';
      if (!row.every((cell) => cell === null || cell === 'X' || isInt(cell, 1, 3)))
        return 'a cell of the sheet holds an impossible value';
    }
  }
  for (const key of ['montezuma', 'tiebreak'] as const) {
    const list = b[key];
    if (
      !Array.isArray(list) ||
      list.length !== c.players ||
      !list.every((v) => Number.isInteger(v))
    )
      return `the ${key} column is malformed`;
  }
  if (!isInt(b.round, 0, 3) || !['round', 'tiebreak', 'over'].includes(b.phase as string))
    return 'the round or phase is malformed';
  if (!Array.isArray(b.winners) || !isObj(b.options) || !isInt(b.hands, 0, 1e6))
    return 'the sheet is malformed';
  return null;
}

/** Parses untrusted saved text; throws SaveError with a clear reason, never anything else. */
export function parseSave(text: string): SaveGame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SaveError('the saved game is not readable (corrupted data)');
  }
  if (!isObj(value) || value.format !== SAVE_FORMAT)
    throw new SaveError('this is not an AZUMA 3D saved game');
  if (value.version !== SAVE_VERSION) {
    throw new SaveError(
      `the saved game has version ${JSON.stringify(value.version)}; this version of the game reads version ${SAVE_VERSION}`,
    );
  }
  const badConfig = checkConfig(value.config);
  if (badConfig) throw new SaveError(`the saved game is damaged: ${badConfig}`);
  const config = value.config as unknown as TableConfig;
  const badBook = checkBook(value.book, config);
  if (badBook) throw new SaveError(`the saved game is damaged: ${badBook}`);
  if (!isInt(value.dealer, 0, config.players - 1) || !isInt(value.handNo, 1, 1e6))
    throw new SaveError('the saved game is damaged: dealer or hand number out of range');
  if (
    typeof value.rotation !== 'number' ||
    !Number.isFinite(value.rotation) ||
    !isInt(value.redeals, 0, 1e6) ||
    !Array.isArray(value.log)
  ) {
    throw new SaveError('the saved game is damaged: malformed fields');
  }
  return value as unknown as SaveGame;
}
