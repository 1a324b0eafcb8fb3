// BONANZA RUMMY's corner of the device's storage (its saves go through the shell's save slot).
import { gameStorage } from '../../shell/storage';

export const store = gameStorage('bonanza');
