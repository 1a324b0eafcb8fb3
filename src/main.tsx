// Entry point: styles, the opening language's texts, and the app.
import { createRoot } from 'react-dom/client';
import { App, openingLanguage } from './app/App';
import { startPwa } from './app/pwa';
import { loadLanguage } from './ui/i18n';
import './ui/styles/base.css';
import './ui/styles/menu.css';
import './ui/styles/setup.css';
import './ui/styles/game.css';
import './ui/styles/end.css';
import './ui/styles/pages.css';
import './ui/styles/sheet.css';
import './ui/styles/turn.css';

startPwa();

const root = document.getElementById('root');
// German and French texts are fetched (or come from the offline cache) before the first render, so
// the start screen never flashes English; loadLanguage never fails (English after 3 s at worst).
if (root) void loadLanguage(openingLanguage()).then(() => createRoot(root).render(<App />));
