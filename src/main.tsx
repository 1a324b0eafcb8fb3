// Entry point: languages, styles, and the app.
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { startPwa } from './app/pwa';
import { i18n } from './ui/i18n';
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
if (root)
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
