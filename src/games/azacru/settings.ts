// AZACRU's settings: players, each bot's skill and think time, pace, board options; validated, with defaults.
import * as v from 'valibot';
import { linkReader, readFieldByField } from '../../lib/settings-fields';
import { SKILLS, type Skill } from './bots/params';
import { THINK_PRESET_IDS, type ThinkPreset } from './bots/presets';
import type { PlayerCount } from './rules/board';
import type { SeatInput, TableConfigInput } from './save/config';

export type PaceId = 'normal' | 'fast';
export const PACE_CHOICES: readonly PaceId[] = ['normal', 'fast'];
export const PLAYER_COUNTS: readonly PlayerCount[] = [2, 3, 4];

export interface BotSeatSettings {
  readonly skill: Skill;
  readonly think: ThinkPreset;
}

export interface Settings {
  readonly players: PlayerCount;
  /** Players 2..4 (player 1 is the person). Always 3 entries; extra ones are unused. */
  readonly bots: readonly BotSeatSettings[];
  readonly pace: PaceId;
  /** The coordinates a-i and 1-9 on the board's rim. */
  readonly coordinates: boolean;
  /** The board seen from straight above instead of from the person's side. */
  readonly topDown: boolean;
  /** The person may take back their last move (against bots only: it changes nothing for them). */
  readonly undo: boolean;
}

/** The bots' names, by player from 2. */
export const BOT_NAMES = ['Wren', 'Ossian', 'Tilde'];

export const DEFAULT_BOT: BotSeatSettings = { skill: 'basic', think: 'normal' };

export const DEFAULT_SETTINGS: Settings = {
  players: 2,
  bots: [DEFAULT_BOT, DEFAULT_BOT, DEFAULT_BOT],
  pace: 'normal',
  coordinates: true,
  topDown: false,
  undo: false,
};

const BotSeatSchema = v.strictObject({
  skill: v.picklist(SKILLS),
  think: v.picklist(THINK_PRESET_IDS),
});

/** Each field with its own schema: a bad one falls back alone. */
const FIELDS = {
  players: v.picklist(PLAYER_COUNTS),
  bots: v.pipe(v.array(BotSeatSchema), v.length(DEFAULT_SETTINGS.bots.length)),
  pace: v.picklist(PACE_CHOICES),
  coordinates: v.boolean(),
  topDown: v.boolean(),
  undo: v.boolean(),
} as const;

export const SettingsSchema = v.strictObject(FIELDS);

/** A stored bot list: each seat read alone, a bad one the default seat. */
function readBots(value: unknown): BotSeatSettings[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  return DEFAULT_SETTINGS.bots.map((fallback, i) => {
    const r = v.safeParse(BotSeatSchema, list[i]);
    return r.success ? r.output : fallback;
  });
}

/** Settings from untrusted stored data: every bad or unknown field named in `problems`, never an error. */
export function readSettings(value: unknown): { settings: Settings; problems: string[] } {
  const r = readFieldByField<Settings>(value, {
    fields: FIELDS,
    defaults: DEFAULT_SETTINGS,
    strict: true,
    repair: { bots: readBots },
  });
  return { settings: v.parse(SettingsSchema, r.settings), problems: r.problems };
}

/** Pace of a link (tests): the settings' paces and `instant` (no animation, bots at once). */
export type LinkPace = PaceId | 'instant';

/**
 * Link parameters for quick starts: ?players=4&bots=random&think=quick. A bad one is ignored and
 * named in `problems`.
 */
export function readUrlSettings(
  q: URLSearchParams,
  base: Settings,
): { settings: Settings; problems: string[] } {
  const { take, problems } = linkReader(q);
  const players = take('players', FIELDS.players, Number(q.get('players')));
  const skill = take('bots', v.picklist(SKILLS), q.get('bots'));
  const think = take('think', v.picklist(THINK_PRESET_IDS), q.get('think'));
  const pace = take('pace', v.picklist([...PACE_CHOICES, 'instant']), q.get('pace'));
  return {
    settings: {
      ...base,
      ...(players !== undefined && { players }),
      ...(pace !== undefined && pace !== 'instant' && { pace }),
      bots: base.bots.map((b) => ({ skill: skill ?? b.skill, think: think ?? b.think })),
    },
    problems,
  };
}

/** The table of the settings: the person as player 1, bots after; the pace (a link may ask for instant). */
export function tableInput(
  settings: Settings,
  seed: number,
  name: string,
  pace: LinkPace = settings.pace,
): TableConfigInput {
  const seats: SeatInput[] = Array.from({ length: settings.players }, (_, i) => {
    if (i === 0) return { kind: 'person', name };
    const bot = settings.bots[i - 1] ?? DEFAULT_BOT;
    return { kind: 'bot', name: BOT_NAMES[i - 1] ?? `Bot ${i + 1}`, ...bot };
  });
  return { players: settings.players, seed: seed >>> 0, seats, pace };
}

/** The link's pace, when it asks for one the settings do not offer (tests: instant). */
export function linkPace(search: string): LinkPace | null {
  const pace = new URLSearchParams(search).get('pace');
  return pace === 'instant' || pace === 'fast' || pace === 'normal' ? pace : null;
}
