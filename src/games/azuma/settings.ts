// AZUMA's settings: edition, table, bots per seat, pace, rule options, card buttons; validated, with defaults.
import { checkBotParams, type BotParams, SKILLS, type Skill } from './bots/params';
import { MATCHED_PRIOR_MS, matchedTiming } from './bots/matched';
import { PRESET_IDS, type PresetId, presetParams } from './bots/presets';
import { checkOptions, type RuleOptionsInput } from './rules/options';
import { type EditionId, isEditionId, isPlayerCount, type PlayerCount } from './rules/editions';

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
const isSeatPreset = (v: unknown): v is SeatPreset => SEAT_PRESETS.some((p) => p === v);

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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function readBot(v: unknown): BotSeatSettings {
  if (!isObj(v)) return DEFAULT_BOT;
  const preset = isSeatPreset(v.preset) ? v.preset : DEFAULT_BOT.preset;
  const skill = SKILLS.includes(v.skill as Skill) ? (v.skill as Skill) : DEFAULT_BOT.skill;
  const custom =
    v.custom != null && checkBotParams(v.custom) === null ? (v.custom as BotParams) : null;
  return { preset, skill, custom };
}

/** Settings from untrusted stored data: every bad field falls back to its default, never an error. */
export function readSettings(value: unknown): Settings {
  if (!isObj(value)) return DEFAULT_SETTINGS;
  const d = DEFAULT_SETTINGS;
  const bots = Array.isArray(value.bots) ? value.bots : [];
  return {
    edition: isEditionId(value.edition) ? value.edition : d.edition,
    players: isPlayerCount(value.players) ? value.players : d.players,
    bots: Array.from({ length: 5 }, (_, i) => readBot(bots[i])),
    pace: typeof value.pace === 'string' && value.pace in PACES ? (value.pace as PaceId) : d.pace,
    options:
      checkOptions(value.options) === null && isObj(value.options)
        ? (value.options as RuleOptionsInput)
        : d.options,
    cardButtons: typeof value.cardButtons === 'boolean' ? value.cardButtons : d.cardButtons,
  };
}

/** Why stored settings were not taken as they are (a field name per replaced value), or []. */
export function settingsProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!isObj(value)) return ['settings'];
  const read = readSettings(value) as unknown as Obj;
  return Object.keys(DEFAULT_SETTINGS).filter(
    (key) => key in value && JSON.stringify(read[key]) !== JSON.stringify(value[key]),
  );
}

/** The settings with their problems, as the box reads them (today's and the flat ones of before). */
export function readWithProblems(value: unknown): { settings: Settings; problems: string[] } {
  return { settings: readSettings(value), problems: settingsProblems(value) };
}

/** Link parameters for quick starts: ?edition=zuma-de&players=3&pace=fast&bots=lightning. */
export function settingsFromUrl(q: URLSearchParams, base: Settings): Settings {
  let s = base;
  const edition = q.get('edition');
  if (isEditionId(edition)) s = { ...s, edition };
  const players = Number(q.get('players'));
  if (isPlayerCount(players)) s = { ...s, players };
  const pace = q.get('pace');
  if (pace && pace in PACES) s = { ...s, pace: pace as PaceId };
  const bots = q.get('bots');
  if (isSeatPreset(bots))
    s = { ...s, bots: s.bots.map((b) => ({ ...b, preset: bots, custom: null })) };
  return s;
}
