// Entry point: the box's styles, the opening language's texts and game, and the app.
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { startPwa } from './shell/pwa';
import { loadLanguage, setLanguage } from './shell/i18n';
import { loadGame } from './shell/games';
import { openingLanguage, readStart } from './shell/start';
import type { Game } from './shell/contract';
import './shell/styles/base.css';
import './shell/styles/menu.css';
import './shell/styles/pages.css';

startPwa();

async function open(root: HTMLElement): Promise<void> {
  const start = readStart(location.search);
  const language = openingLanguage(start);
  setLanguage(language);
  // The shell's texts and the opening game (its texts included) arrive before the first render, so
  // the start screen never flashes English or an empty set-up. loadLanguage never fails (English
  // after 3 s at worst); a game that cannot be loaded is said on the start screen, with a retry.
  const [, game] = await Promise.all([
    loadLanguage(language),
    loadGame(start.shell.game).catch((): Game | null => null),
  ]);
  createRoot(root).render(<App start={start} opening={game} />);
}

const root = document.getElementById('root');
if (root) void open(root);
