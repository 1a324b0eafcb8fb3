// Entry point: styles, the opening language's texts, and the app.
import { createRoot } from 'react-dom/client';
import { App, openingLanguage } from './shell/App';
import { startPwa } from './shell/pwa';
import { loadLanguage } from './shell/i18n';
import './shell/styles/base.css';
import './shell/styles/menu.css';
import './games/azuma/ui/styles/setup.css';
import './games/azuma/ui/styles/game.css';
import './games/azuma/ui/styles/end.css';
import './shell/styles/pages.css';
import './games/azuma/ui/styles/sheet.css';
import './games/azuma/ui/styles/turn.css';

startPwa();

const root = document.getElementById('root');
// German and French texts are fetched (or come from the offline cache) before the first render, so
// the start screen never flashes English; loadLanguage never fails (English after 3 s at worst).
if (root) void loadLanguage(openingLanguage()).then(() => createRoot(root).render(<App />));
