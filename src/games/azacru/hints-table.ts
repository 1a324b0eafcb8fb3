// The first game with hints: two players, a bot that plays at random (the start screen's button says how many play).
import { DEFAULT_SETTINGS, type Settings } from './settings';

export const HINTS_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  players: 2,
  bots: DEFAULT_SETTINGS.bots.map(() => ({ skill: 'random', think: 'quick' })),
};
