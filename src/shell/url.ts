// URL parameters for quick starts and tests: ?autostart=1&seed=7&players=3&edition=azuma&pace=fast&bots=lightning&lang=de.
import { PRESET_IDS, type PresetId } from '../games/azuma/bots/presets';
import { isEditionId, isPlayerCount } from '../games/azuma/rules/editions';
import type { Timing } from '../games/azuma/flow/types';
import {
  LANGUAGES,
  type Language,
  PACES,
  type PaceId,
  type Settings,
} from '../games/azuma/settings';

export interface UrlStart {
  readonly autostart: boolean;
  readonly seed: number | null;
  readonly settings: Settings;
  readonly timing: Partial<Timing>;
}

/** Applies URL parameters on top of the stored settings; unknown or bad values are ignored. */
export function readUrl(search: string, base: Settings): UrlStart {
  const q = new URLSearchParams(search);
  let s = base;
  const edition = q.get('edition');
  if (isEditionId(edition)) s = { ...s, edition };
  const players = Number(q.get('players'));
  if (isPlayerCount(players)) s = { ...s, players };
  const pace = q.get('pace');
  if (pace && pace in PACES) s = { ...s, pace: pace as PaceId };
  const bots = q.get('bots');
  if (bots && PRESET_IDS.includes(bots as PresetId))
    s = { ...s, bots: s.bots.map((b) => ({ ...b, preset: bots as PresetId, custom: null })) };
  const lang = q.get('lang');
  if (LANGUAGES.includes(lang as Language)) s = { ...s, language: lang as Language };
  const seedText = q.get('seed');
  const seed = seedText !== null && /^\d+$/.test(seedText) ? Number(seedText) >>> 0 : null;
  // A fast table for tests and impatient players: short animations and pauses.
  const timing: Partial<Timing> =
    q.get('timing') === 'fast'
      ? {
          dealMs: 300,
          slideMs: 200,
          pickupMs: 100,
          revealMs: 900,
          handEndMs: 700,
          minCallIntervalMs: 500,
        }
      : {};
  return { autostart: q.get('autostart') === '1', seed, settings: s, timing };
}
