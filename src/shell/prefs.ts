// Remembering the player's choices on the device: settings read back safely, written after each change.
import {
  DEFAULT_SETTINGS,
  readSettings,
  type Settings,
  settingsProblems,
} from '../games/azuma/settings';
import { KEYS, readText, writeText } from './storage';

export interface LoadedSettings {
  readonly settings: Settings;
  /** Stored fields that were unreadable and fell back to their defaults ('settings' = all). */
  readonly problems: readonly string[];
}

/** The stored settings; bad or missing data falls back to the defaults and is reported. */
export function loadSettings(): LoadedSettings {
  const text = readText(KEYS.settings);
  if (text === null) return { settings: DEFAULT_SETTINGS, problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { settings: DEFAULT_SETTINGS, problems: ['settings'] };
  }
  return { settings: readSettings(value), problems: settingsProblems(value) };
}

/** Stores the settings; false when the device refuses (private mode, full storage). */
export function saveSettings(settings: Settings): boolean {
  return writeText(KEYS.settings, JSON.stringify(settings));
}
