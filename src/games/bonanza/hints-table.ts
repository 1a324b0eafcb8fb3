// The first hand with hints: four players, club-player opponents at a relaxed speed, one hand, at a learner's pace.
import { DEFAULT_SETTINGS, type LinkPace, type Settings, tableInput } from './settings';
import type { TableConfigInput } from './save/config';
import { TABLE_TIMING, type TableTiming } from './sim/timing';

export const HINTS_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  players: 4,
  skill: 'basic',
  speed: 'relaxed',
  deals: 1,
};

/**
 * The normal pace with the run-out's forced cards twice as far apart: a newcomer watched the whole
 * run-out go by in about 4 s, too fast to see who played what and why.
 */
export const HINTS_TABLE_TIMING: TableTiming = { ...TABLE_TIMING, play: 2 * TABLE_TIMING.play };

/** The hints game's table; a test link's pace (`pace=instant`...) still holds. */
export function hintsTableInput(
  seed: number,
  name: string,
  linkPace: LinkPace | null,
  autoplay: boolean,
): TableConfigInput {
  const input = tableInput(HINTS_SETTINGS, seed, name, linkPace ?? 'normal', autoplay);
  return linkPace === null ? { ...input, pace: HINTS_TABLE_TIMING } : input;
}
