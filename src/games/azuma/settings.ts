// Player settings: edition, table, bots per seat, pace, rule options, language, sound; validated, with defaults.
import { checkBotParams, type BotParams, SKILLS, type Skill } from './bots/params';
import { PRESET_IDS, type PresetId, presetParams } from './bots/presets';
import { checkOptions, type RuleOptionsInput } from './rules/options';
import {
  EDITION_IDS,
  type EditionId,
  isEditionId,
  isPlayerCount,
  type PlayerCount,
} from './rules/editions';

export type Language = 'en' | 'de' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr'];
export type PaceId = 'calm' | 'normal' | 'brisk' | 'fast';
export const PACES: Readonly<Record<PaceId, number>> = {
  calm: 2000,
  normal: 1400,
  brisk: 1000,
  fast: 700,
};

export interface BotSeatSettings {
  readonly preset: PresetId;
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
  readonly language: Language | null;
  readonly volume: number;
  readonly muted: boolean;
  readonly name: string;
  /** Show the hints of the HUD ("choose a card to pass", "grab!"). */
  readonly hints: boolean;
  /** Always show the card and stick buttons (otherwise they appear when the keyboard is used). */
  readonly cardButtons: boolean;
  /** Shorter, simpler animations even when the system does not ask for it. */
  readonly reduceMotion: boolean;
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
  language: null,
  volume: 0.8,
  muted: false,
  name: 'You',
  hints: true,
  cardButtons: false,
  reduceMotion: false,
};

export function botParams(seat: BotSeatSettings): BotParams {
  return seat.custom ?? presetParams(seat.preset, seat.skill);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function readBot(v: unknown): BotSeatSettings {
  if (!isObj(v)) return DEFAULT_BOT;
  const preset = PRESET_IDS.includes(v.preset as PresetId)
    ? (v.preset as PresetId)
    : DEFAULT_BOT.preset;
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
    language: LANGUAGES.includes(value.language as Language) ? (value.language as Language) : null,
    volume:
      typeof value.volume === 'number' && value.volume >= 0 && value.volume <= 1
        ? value.volume
        : d.volume,
    muted: typeof value.muted === 'boolean' ? value.muted : d.muted,
    name:
      typeof value.name === 'string' && value.name.trim().length > 0
        ? value.name.slice(0, 24)
        : d.name,
    hints: typeof value.hints === 'boolean' ? value.hints : d.hints,
    cardButtons: typeof value.cardButtons === 'boolean' ? value.cardButtons : d.cardButtons,
    reduceMotion: typeof value.reduceMotion === 'boolean' ? value.reduceMotion : d.reduceMotion,
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

export { EDITION_IDS };
