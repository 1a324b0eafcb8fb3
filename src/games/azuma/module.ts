// AZUMA as a module of the box: texts, settings, saves, start-screen parts, and its lazily loaded rules page and screen.
import { defineGame } from '../../shell/contract';
import { saveCodec } from './saves';
import {
  DEFAULT_SETTINGS,
  readLegacy,
  readUrlSettings,
  readWithProblems,
  type Settings,
} from './settings';
import { LEGACY_KEYS } from './storage';
import { textsReady } from './texts';
import { Preferences } from './ui/menu/Preferences';
import { Setup } from './ui/menu/Setup';
import { StatsSection } from './ui/menu/StatsSection';
import './ui/styles/setup.css';
import './ui/styles/game.css';
import './ui/styles/end.css';
import './ui/styles/sheet.css';
import './ui/styles/turn.css';

export const game = defineGame<Settings>({
  id: 'azuma',
  textsReady,
  tagline: 'setup.tagline',
  settings: {
    defaults: DEFAULT_SETTINGS,
    read: readWithProblems,
    // The flat settings of before held the shell's fields too; the reader takes only AZUMA's.
    fromLegacy: readLegacy,
    fromUrl: readUrlSettings,
  },
  save: saveCodec,
  legacyKeys: LEGACY_KEYS,
  Setup,
  Preferences,
  Stats: StatsSection,
  // The rules page and its texts (their own source) load when the page is first opened.
  loadRules: () => import('./rules-page').then((m) => m.loadRulesPage()),
  tutorial: true,
  tutorialLabel: 'setup.tutorial',
  loadScreen: () => import('./ui/Screen'),
});
