// AZUMA's corner of the device storage, and the keys its data had before the game box (moved once).
import { gameStorage } from '../../shell/storage';

export const store = gameStorage('azuma');

/** Today's names for the data the version before the game box stored under these keys. */
export const LEGACY_KEYS = {
  save: 'azuma3d.save',
  stats: 'azuma3d.stats.v1',
  tips: 'azuma3d.tips.v1',
} as const;
