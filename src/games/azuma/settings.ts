// AZUMA's settings: edition, table, bots per seat, pace, rule options, card buttons; validated, with defaults.
import * as v from 'valibot';
import { readFieldByField } from '../../lib/settings-fields';
import { type BotParams, BotParamsSchema, SKILLS, type Skill } from './bots/params';
import { MATCHED_PRIOR_MS, matchedTiming } from './bots/matched';
import { PRESET_IDS, type PresetId, presetParams } from './bots/presets';
import { OptionsSchema, type RuleOptionsInput } from './rules/options';
import { EDITION_IDS, type EditionId, PLAYER_COUNTS, type PlayerCount } from './rules/editions';

export type PaceId = 'calm' | 'normal' | 'brisk' | 'fast';
export const PACES: Readonly<Record<PaceId, number>> = {
  calm: 2000,
  normal: 1400,
  brisk: 1000,
  fast: 700,
};

/** A bot seat's speed: a fixed preset, or Matched (from the person's own race times). */
export type SeatPreset = PresetId | 'matched';
export const SEAT_PRESETS: readonly SeatPreset[] = [...PRESET_IDS, 'matched'];

export interface BotSeatSettings {
  readonly preset: SeatPreset;
  readonly skill: Skill;
  /** Per-bot tuning on top of the preset (the settings panel); null = the preset as is. */
  readonly custom: BotParams | null;
}

export interface Settings {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  /** Seats 1..players-1 (seat 0 is the person). Always 5 entries; extra ones are unused. */
  readonly bots: readonly BotSeatSettings[];
  readonly pace: PaceId;
  readonly options: RuleOptionsInput;
  /** Always show the card and stick buttons (otherwise they appear when the keyboard is used). */
  readonly cardButtons: boolean;
}

/** The bots' names, by seat from 1. */
export const BOT_NAMES = ['Mika', 'Jo', 'Lotti', 'Hans', 'Julie', 'Pierre'];

export const DEFAULT_BOT: BotSeatSettings = { preset: 'normal', skill: 'basic', custom: null };

export const DEFAULT_SETTINGS: Settings = {
  edition: 'azuma',
  players: 4,
  bots: Array.from({ length: 5 }, () => DEFAULT_BOT),
  pace: 'normal',
  options: {},
  cardButtons: false,
};

/**
 * A seat's bot: its own tuning, else its preset; Matched is tuned to the person's race median
 * (ms, cue to touch) at a table of `players`.
 */
export function botParams(
  seat: BotSeatSettings,
  raceMedianMs = MATCHED_PRIOR_MS,
  players = 4,
): BotParams {
  if (seat.custom) return seat.custom;
  if (seat.preset === 'matched')
    return { skill: seat.skill, ...matchedTiming(raceMedianMs, players) };
  return presetParams(seat.preset, seat.skill);
}

const PACE_IDS = Object.keys(PACES) as PaceId[];

/** One bot seat as stored: preset, skill and the tuning on top (or null); no other key. */
const BotSeatSchema = v.strictObject({
  preset: v.picklist(SEAT_PRESETS),
  skill: v.picklist(SKILLS),
  custom: v.nullable(BotParamsSchema),
});

/** Each field of the settings with its own schema: a bad one falls back alone. */
const FIELDS = {
  edition: v.picklist(EDITION_IDS),
  players: v.picklist(PLAYER_COUNTS),
  bots: v.pipe(v.array(BotSeatSchema), v.length(DEFAULT_SETTINGS.bots.length)),
  pace: v.picklist(PACE_IDS),
  options: OptionsSchema,
  cardButtons: v.boolean(),
} as const;

/** The settings as stored by this version: every field, no other key. */
export const SettingsSchema = v.strictObject(FIELDS);

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A stored bot seat: each good field kept, each bad or missing one its default. */
function readBot(value: unknown): BotSeatSettings {
  if (!isObj(value)) return DEFAULT_BOT;
  const field = <T>(key: keyof BotSeatSettings, schema: v.GenericSchema<T>, fallback: T): T => {
    const read = v.safeParse(schema, Object.hasOwn(value, key) ? value[key] : undefined);
    return read.success ? read.output : fallback;
  };
  return {
    preset: field('preset', BotSeatSchema.entries.preset, DEFAULT_BOT.preset),
    skill: field('skill', BotSeatSchema.entries.skill, DEFAULT_BOT.skill),
    custom: field('custom', BotSeatSchema.entries.custom, DEFAULT_BOT.custom),
  };
}

/** A stored bot list: each seat read alone, missing ones the default seat. */
function readBots(value: unknown): BotSeatSettings[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  return DEFAULT_SETTINGS.bots.map((_, i) => readBot(list[i]));
}

/**
 * Settings from untrusted stored data: every bad field falls back to its default and is named in
 * `problems`, and so is every unknown key (`strict`; the flat settings of before held the box's too).
 */
function readFields(value: unknown, strict: boolean): { settings: Settings; problems: string[] } {
  const r = readFieldByField<Settings>(value, {
    fields: FIELDS,
    defaults: DEFAULT_SETTINGS,
    strict,
    repair: { bots: readBots },
  });
  return { settings: v.parse(SettingsSchema, r.settings), problems: r.problems };
}

/** Settings from untrusted stored data: every bad field falls back to its default, never an error. */
export function readSettings(value: unknown): Settings {
  return readFields(value, true).settings;
}

/** Why stored settings were not taken as they are (a field name per replaced value), or []. */
export function settingsProblems(value: unknown): string[] {
  return readFields(value, true).problems;
}

/** The settings with their problems, as the box reads them. */
export function readWithProblems(value: unknown): { settings: Settings; problems: string[] } {
  return readFields(value, true);
}

/** AZUMA's part of the flat settings of the version before the box (the box's own keys among them). */
export function readLegacy(value: unknown): { settings: Settings; problems: string[] } {
  return readFields(value, false);
}

/** A link's number: plain decimal digits only (no sign, hex, exponent, fraction or spaces). */
export function linkInteger(text: string | null, max: number): number | null {
  if (text === null || !/^[0-9]{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

/** Link parameters for quick starts, with a problem named per bad one (the base value kept). */
export function readUrlSettings(
  q: URLSearchParams,
  base: Settings,
): { settings: Settings; problems: string[] } {
  const problems: string[] = [];
  const take = <T>(key: string, schema: v.GenericSchema<T>, text: unknown): T | undefined => {
    if (!q.has(key)) return undefined;
    const read = v.safeParse(schema, text);
    if (read.success) return read.output;
    problems.push(key);
    return undefined;
  };
  const edition = take('edition', FIELDS.edition, q.get('edition'));
  const players = take('players', FIELDS.players, linkInteger(q.get('players'), 6));
  const pace = take('pace', FIELDS.pace, q.get('pace'));
  const preset = take('bots', v.picklist(SEAT_PRESETS), q.get('bots'));
  const settings: Settings = {
    ...base,
    ...(edition !== undefined && { edition }),
    ...(players !== undefined && { players }),
    ...(pace !== undefined && { pace }),
    ...(preset !== undefined && {
      bots: base.bots.map((b) => ({ ...b, preset, custom: null })),
    }),
  };
  return { settings, problems };
}

/** Link parameters for quick starts: ?edition=zuma-de&players=3&pace=fast&bots=lightning. */
export function settingsFromUrl(q: URLSearchParams, base: Settings): Settings {
  return readUrlSettings(q, base).settings;
}
