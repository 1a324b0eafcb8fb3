// The app: the one place where machine, scene, UI and audio are wired together.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { languageFor, setLanguage, useTranslation } from './i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { UpdateNotice } from './UpdateNotice';
import { Menu } from './Menu';
import { RulesPage } from '../games/azuma/ui/menu/RulesPage';
import { SettingsScreen } from './SettingsScreen';
import type { GameRequest } from './GameScreen';
import { loadSettings, saveSettings } from './prefs';
import { loadSavedGame, type SavedGame, setBrokenSaveAside } from './save-store';
import type { Language, Settings } from '../games/azuma/settings';
import { loadStats } from '../games/azuma/stats';
import { readUrl } from './url';

// The game (machine, bots, overlay) and then the 3D table load lazily, after the first screen.
const GameScreen = lazy(() => import('./GameScreen'));

type Screen = 'menu' | 'settings' | 'rules';

/** The pages are addressed by the URL's hash (#rules, #settings), so the browser's back button works. */
function screenOf(hash: string): Screen {
  return hash === '#rules' ? 'rules' : hash === '#settings' ? 'settings' : 'menu';
}

function useScreen(): [Screen, (s: Screen) => void] {
  const [screen, setScreen] = useState<Screen>(() => screenOf(location.hash));
  useEffect(() => {
    const onHash = () => setScreen(screenOf(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const go = useCallback((s: Screen) => {
    const hash = s === 'menu' ? '' : `#${s}`;
    if (location.hash !== hash)
      history.pushState(null, '', hash || location.pathname + location.search);
    setScreen(s);
  }, []);
  return [screen, go];
}

interface Playing {
  readonly request: GameRequest;
  /** Counts games, so that "play again" starts afresh. */
  readonly id: number;
}

/** The language the game opens in: from the URL, the stored settings, or the browser. */
export function openingLanguage(): Language {
  return languageFor(readUrl(location.search, loadSettings().settings).settings.language);
}

/** Reads the stored settings, the saved game and the URL once; sets the language before the first render. */
function useStart() {
  return useMemo(() => {
    const loaded = loadSettings();
    const url = readUrl(location.search, loaded.settings);
    setLanguage(languageFor(url.settings.language));
    const q = new URLSearchParams(location.search);
    return {
      ...url,
      problems: loaded.problems,
      tutorial: q.get('tutorial') === '1',
      saved: loadSavedGame(),
    };
  }, []);
}

export function App() {
  const { t } = useTranslation();
  const start = useStart();
  const [settings, setSettings] = useState<Settings>(start.settings);
  const [screen, setScreen] = useScreen();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [saved, setSaved] = useState<SavedGame>(start.saved);
  const [unsaved, setUnsaved] = useState(false);
  const language = languageFor(settings.language);

  const change = useCallback((s: Settings) => {
    setSettings(s);
    setUnsaved(!saveSettings(s));
  }, []);

  const begin = useCallback((request: GameRequest) => {
    // A broken save is set aside (kept, not overwritten) only once the person has seen why and moved on.
    setSaved((s) => {
      if (s.kind === 'broken') setBrokenSaveAside();
      return s.kind === 'broken' ? { kind: 'none' } : s;
    });
    setPlaying((p) => ({ request, id: (p?.id ?? 0) + 1 }));
  }, []);

  const play = useCallback(
    (s: Settings, tutorial = false) => {
      change(s);
      begin({ settings: s, tutorial, seed: start.seed, timing: start.timing });
    },
    [start, change, begin],
  );

  // A new game replaces the saved one (the tutorial is never saved, so it leaves it alone): ask first.
  const [asking, setAsking] = useState<Settings | null>(null);
  const playNew = useCallback(
    (s: Settings) => {
      if (saved.kind === 'ok') setAsking(s);
      else play(s);
    },
    [saved, play],
  );

  const resume = useCallback(() => {
    if (saved.kind !== 'ok') return;
    setAsking(null);
    begin({ settings, tutorial: false, seed: null, timing: {}, restore: saved.save });
    setSaved({ kind: 'none' });
  }, [saved, settings, begin]);

  useEffect(() => {
    // URL quick starts (tests, shared links) start at once, as they always did.
    if (start.autostart || start.tutorial) play(start.settings, start.tutorial);
  }, [start, play]);

  useEffect(() => setLanguage(language), [language]);
  useEffect(() => {
    document.documentElement.classList.toggle('reduce-motion', settings.reduceMotion);
  }, [settings.reduceMotion]);

  const leave = useCallback(() => {
    setPlaying(null);
    setSaved(loadSavedGame());
    setScreen('menu');
  }, [setScreen]);

  if (playing) {
    return (
      <Suspense fallback={<div className="loading">{t('app.loading')}</div>}>
        <GameScreen
          key={playing.id}
          request={playing.request}
          settings={settings}
          language={language}
          onAgain={() => play(settings, playing.request.tutorial)}
          onLeave={leave}
        />
      </Suspense>
    );
  }
  if (screen === 'settings')
    return (
      <SettingsScreen
        settings={settings}
        onChange={change}
        onBack={() => setScreen('menu')}
        onPlay={() => {
          // The question about a saved game, if any, is asked over the start screen.
          setScreen('menu');
          playNew(settings);
        }}
      />
    );
  if (screen === 'rules')
    return (
      <RulesPage
        settings={settings}
        onBack={() => setScreen('menu')}
        onTutorial={() => play(settings, true)}
      />
    );
  const notices = [
    ...(start.problems.length ? [t('app.badSettings', { fields: start.problems.join(', ') })] : []),
    ...(unsaved ? [t('app.unsaved')] : []),
  ];
  return (
    <>
      <Menu
        settings={settings}
        onChange={change}
        onPlay={() => playNew(settings)}
        onTutorial={() => play(settings, true)}
        onResume={saved.kind === 'ok' ? resume : undefined}
        resumeError={saved.kind === 'broken' ? saved.reason : null}
        notices={notices}
        stats={loadStats()}
      />
      <UpdateNotice />
      {asking && saved.kind === 'ok' && (
        <ConfirmDialog
          title={t('menu.inProgress')}
          onCancel={() => setAsking(null)}
          actions={[
            { label: t('menu.resume'), onClick: resume, primary: true },
            {
              label: t('menu.newGame'),
              onClick: () => {
                setAsking(null);
                play(asking);
              },
            },
            { label: t('app.cancel'), onClick: () => setAsking(null) },
          ]}
        >
          <p>
            {t('menu.inProgressText', {
              edition: t(`edition.${saved.save.config.edition}.name`),
              round: Math.min(saved.save.book.round, 2) + 1,
              hand: saved.save.handNo,
            })}
          </p>
          <p>{t('menu.newGameLoses')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
