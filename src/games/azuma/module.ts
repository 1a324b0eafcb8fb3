// AZUMA as a module of the box: texts, settings, saves, start-screen parts, rules page and its lazily loaded screen.
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
import { RulesPage } from './ui/menu/RulesPage';
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
  // AZUMA's rules page is small and shares its parts with the set-up: it comes with the module
  // (as its own chunk it added more than it took off the JS to start and to play).
  loadRules: () => Promise.resolve({ default: RulesPage }),
  tutorial: true,
  loadScreen: () => import('./ui/Screen'),
});
