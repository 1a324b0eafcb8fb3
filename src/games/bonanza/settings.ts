// BONANZA RUMMY's settings: players, the opponents' skill and speed, the table's pace, the rule options, the card faces; validated, with defaults.
import * as v from 'valibot';
import { linkReader, readFieldByField } from '../../lib/settings-fields';
import type { BonanzaBotParams, Skill } from './bots/params';
import { SKILLS } from './bots/params';
import { PRESET_IDS, type PresetId, presetParams } from './bots/presets';
import { OPTION_SPECS, type PokerMode } from './rules/options';
import type { SeatConfig, TableConfigInput } from './save/config';
import type { TableTiming } from './sim/timing';
import { COLOUR_SCHEMES, type ColourScheme } from './scene/faces';

export type PaceId = 'normal' | 'fast';
export const PACE_CHOICES: readonly PaceId[] = ['normal', 'fast'];
export const PLAYER_COUNTS = [2, 3, 4, 5, 6, 7, 8, 9] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];
export const POKER_MODES: readonly PokerMode[] = ['bet', 'showdown', 'off'];
/** Hands in a game: the rules' default (two deals per player) or a fixed number. */
export const DEAL_CHOICES = ['default', 1, 2, 4, 6, 9, 12, 18] as const;
export type DealChoice = (typeof DEAL_CHOICES)[number];

export interface Settings {
  readonly players: PlayerCount;
  /** Every opponent's skill. */
  readonly skill: Skill;
  /** How quickly the opponents decide. */
  readonly speed: PresetId;
  /** The table's own pace: the deal, the calls, the run-out's forced plays. */
  readonly pace: PaceId;
  readonly poker: PokerMode;
  readonly deals: DealChoice;
  /** Card faces: red and black, or a colour per suit. */
  readonly faces: ColourScheme;
}

/** The opponents' names, by seat from 1. */
export const BOT_NAMES = ['Ada', 'Bruno', 'Clara', 'Dmitri', 'Elsa', 'Felix', 'Greta', 'Hugo'];

export const DEFAULT_SETTINGS: Settings = {
  players: 4,
  skill: 'basic',
  speed: 'normal',
  pace: 'normal',
  poker: OPTION_SPECS.poker.default as PokerMode,
  deals: 'default',
  faces: 'classic',
};

/** Each field with its own schema: a bad one falls back alone. */
const FIELDS = {
  players: v.picklist(PLAYER_COUNTS),
  skill: v.picklist(SKILLS),
  speed: v.picklist(PRESET_IDS),
  pace: v.picklist(PACE_CHOICES),
  poker: v.picklist(POKER_MODES),
  deals: v.picklist(DEAL_CHOICES),
  faces: v.picklist(COLOUR_SCHEMES),
} as const;

export const SettingsSchema = v.strictObject(FIELDS);

/** Settings from untrusted stored data: every bad or unknown field named in `problems`, never an error. */
export function readSettings(value: unknown): { settings: Settings; problems: string[] } {
  const r = readFieldByField<Settings>(value, {
    fields: FIELDS,
    defaults: DEFAULT_SETTINGS,
    strict: true,
  });
  return { settings: v.parse(SettingsSchema, r.settings), problems: r.problems };
}

/** Pace of a link (tests): the settings' paces and `instant` (the table's steps and the bots at once). */
export type LinkPace = PaceId | 'instant';

/**
 * Link parameters for quick starts: ?players=4&bots=expert&speed=quick&deals=1&poker=off. A bad one is
 * ignored and named in `problems`.
 */
export function readUrlSettings(
  q: URLSearchParams,
  base: Settings,
): { settings: Settings; problems: string[] } {
  const { take, problems } = linkReader(q);
  const dealsText = q.get('deals');
  const players = take('players', FIELDS.players, Number(q.get('players')));
  const skill = take('bots', FIELDS.skill, q.get('bots'));
  const speed = take('speed', FIELDS.speed, q.get('speed'));
  const poker = take('poker', FIELDS.poker, q.get('poker'));
  const deals = take(
    'deals',
    FIELDS.deals,
    dealsText === 'default' ? dealsText : Number(dealsText),
  );
  const faces = take('faces', FIELDS.faces, q.get('faces'));
  take('pace', v.picklist([...PACE_CHOICES, 'instant']), q.get('pace'));
  const pace = q.get('pace');
  return {
    settings: {
      ...base,
      ...(players !== undefined && { players }),
      ...(skill !== undefined && { skill }),
      ...(speed !== undefined && { speed }),
      ...(poker !== undefined && { poker }),
      ...(deals !== undefined && { deals }),
      ...(faces !== undefined && { faces }),
      ...((pace === 'normal' || pace === 'fast') && { pace }),
    },
    problems,
  };
}

/** A test's link may let a bot play the person's seat (`?debug=1&autoplay=1`): whole games to watch. */
export function linkAutoplay(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has('debug') && q.has('autoplay');
}

/** The link's pace, when it asks for one (tests: instant). */
export function linkPace(search: string): LinkPace | null {
  const pace = new URLSearchParams(search).get('pace');
  return pace === 'instant' || pace === 'fast' || pace === 'normal' ? pace : null;
}

/** The table's own pace at `instant`: every step of the table as soon as it may come. */
const INSTANT_TABLE: TableTiming = { ante: 0, deal: 0, 'next-call': 0, play: 0 };

/** Bots that decide at once (tests: a whole game in seconds). */
function instantBot(params: BonanzaBotParams): BonanzaBotParams {
  const quick = { mu: 50, sigma: 0, tau: 0 };
  return { ...params, think: quick, glance: quick, floorMs: 0 };
}

/** The table of the settings: the person at seat 0, the opponents after; the pace (a link may ask for instant). */
export function tableInput(
  settings: Settings,
  seed: number,
  name: string,
  pace: LinkPace = settings.pace,
  /** A bot plays the person's seat too (tests and benchmarks watching whole games). */
  autoplay = false,
): TableConfigInput {
  const seats: SeatConfig[] = Array.from({ length: settings.players }, (_, i) => {
    if (i === 0 && !autoplay) return { kind: 'person', name };
    const params = presetParams(settings.speed, settings.skill);
    return {
      kind: 'bot',
      name: i === 0 ? name : (BOT_NAMES[i - 1] ?? `Bot ${i + 1}`),
      bot: pace === 'instant' ? instantBot(params) : params,
    };
  });
  return {
    players: settings.players,
    seed: seed >>> 0,
    seats,
    options: {
      poker: settings.poker,
      ...(settings.deals !== 'default' && { deals: settings.deals }),
    },
    pace: pace === 'instant' ? INSTANT_TABLE : pace,
  };
}
