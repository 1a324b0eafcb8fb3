// Save and restore at hand boundaries: our own versioned JSON; corrupted or incompatible saves are refused.
import * as v from 'valibot';
import type { Scorebook } from '../rules';
import { checkSaveMeaning } from './save-meaning';
import { SaveBodySchema } from './save-schema';
import type { LoggedEvent, TableConfig, TableContext } from './types';

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

/** The first problem valibot found, in words: the schema's own message, where it is when it says nothing of it. */
function issueText(issue: v.BaseIssue<unknown>): string {
  const where = (issue.path ?? []).map((step) => String(step.key)).join('.');
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  return `${where || 'the save'} is malformed (expected ${issue.expected ?? 'a valid value'})`;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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
  const shape = v.safeParse(SaveBodySchema, value, { abortEarly: true });
  if (!shape.success)
    throw new SaveError(`the saved game is damaged: ${issueText(shape.issues[0])}`);
  const save = shape.output as SaveGame;
  const bad = checkSaveMeaning(save);
  if (bad) throw new SaveError(`the saved game is damaged: ${bad}`);
  return save;
}
