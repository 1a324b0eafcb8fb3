// AZACRU as a module of the box: texts, settings, saves, start-screen parts, rules page and its lazily loaded screen.
import { defineGame } from '../../shell/contract';
import { saveCodec } from './saves';
import { DEFAULT_SETTINGS, readSettings, readUrlSettings, type Settings } from './settings';
import { textsReady } from './texts';
import { InterimRules } from './ui/menu/InterimRules';
import { Preferences } from './ui/menu/Preferences';
import { Setup } from './ui/menu/Setup';
import { StatsSection } from './ui/menu/StatsSection';

export const game = defineGame<Settings>({
  id: 'azacru',
  textsReady,
  tagline: 'azacru.tagline',
  settings: { defaults: DEFAULT_SETTINGS, read: readSettings, fromUrl: readUrlSettings },
  save: saveCodec,
  Setup,
  Preferences,
  Stats: StatsSection,
  Rules: InterimRules,
  tutorial: false,
  loadScreen: () => import('./ui/Screen'),
});
