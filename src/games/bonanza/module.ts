// BONANZA RUMMY as a module of the box: texts, settings, saves, start-screen parts, rules page and its lazily loaded screen.
import { defineGame } from '../../shell/contract';
import { saveCodec } from './saves';
import { DEFAULT_SETTINGS, readSettings, readUrlSettings, type Settings } from './settings';
import { textsReady } from './texts';
import { Preferences } from './ui/menu/Preferences';
import { Setup } from './ui/menu/Setup';
import { StatsSection } from './ui/menu/StatsSection';
import { RulesPage } from './ui/rules/RulesPage';
import { rulesTextsReady } from './ui/rules/texts';

export const game = defineGame<Settings>({
  id: 'bonanza',
  // The rules page's texts are their own source: both are here before the start screen shows.
  textsReady: () => Promise.all([textsReady(), rulesTextsReady()]).then((r) => r.every(Boolean)),
  tagline: 'bonanza.tagline',
  settings: { defaults: DEFAULT_SETTINGS, read: readSettings, fromUrl: readUrlSettings },
  save: saveCodec,
  Setup,
  Preferences,
  Stats: StatsSection,
  Rules: RulesPage,
  tutorial: true,
  tutorialLabel: 'bonanza.tutorial',
  loadScreen: () => import('./ui/Screen'),
});
