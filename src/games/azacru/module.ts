// AZACRU as a module of the box: texts, settings, saves, start-screen parts, and its lazily loaded rules page and screen.
import { defineGame } from '../../shell/contract';
import { saveCodec } from './saves';
import { DEFAULT_SETTINGS, readSettings, readUrlSettings, type Settings } from './settings';
import { textsReady } from './texts';
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
  // The rules page and its texts (their own source) load when the page is first opened.
  loadRules: () => import('./rules-page').then((m) => m.loadRulesPage()),
  tutorial: true,
  tutorialLabel: 'azacru.tutorial',
  loadScreen: () => import('./ui/Screen'),
});
