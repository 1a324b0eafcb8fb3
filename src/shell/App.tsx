// The box: the start screen, settings and rules pages, and the running game; it knows games only through the contract.
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { languageFor, setLanguage, useTranslation } from './i18n';
import { ConfirmDialog } from './ConfirmDialog';
import type { Game, GameRequest } from './contract';
import { StorageNotice } from './StorageNotice';
import { UpdateNotice } from './UpdateNotice';
import { Menu } from './Menu';
import { RulesScreen } from './RulesScreen';
import { LazySettingsScreen } from './settings-page';
import { setBrokenSaveAside } from './save-store';
import type { BoxStart } from './start';
import { useBox } from './useBox';
import { playableGames } from '../games/registry';

// The running game (its screen, then its 3D table) loads lazily, after the first screen.
const GameScreen = lazy(() => import('./GameScreen'));

type Page = 'menu' | 'settings' | 'rules';

/** The pages are addressed by the URL's hash (#rules, #settings), so the browser's back button works. */
function pageOf(hash: string): Page {
  return hash === '#rules' ? 'rules' : hash === '#settings' ? 'settings' : 'menu';
}

/**
 * The page shown, and a way to another. The pages share the document's scroll: a page opens at its
 * top, and the start screen comes back where it was left (Back at the foot of a long rules page
 * had left Play above the screen).
 */
function usePage(): [Page, (p: Page) => void] {
  const [page, setPage] = useState<Page>(() => pageOf(location.hash));
  const shown = useRef(page);
  const menuScroll = useRef(0);
  const show = useCallback((p: Page) => {
    if (shown.current === 'menu' && p !== 'menu') menuScroll.current = window.scrollY;
    shown.current = p;
    // A transition: a page still being fetched (settings) leaves this one shown until it is here.
    startTransition(() => setPage(p));
  }, []);
  useEffect(() => {
    const onHash = () => show(pageOf(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [show]);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, page === 'menu' ? menuScroll.current : 0);
  }, [page]);
  const go = useCallback(
    (p: Page) => {
      const hash = p === 'menu' ? '' : `#${p}`;
      if (location.hash !== hash)
        history.pushState(null, '', hash || location.pathname + location.search);
      show(p);
    },
    [show],
  );
  return [page, go];
}

interface Playing {
  readonly game: Game;
  readonly request: GameRequest;
  /** Counts games, so that "play again" starts afresh. */
  readonly id: number;
}

const GAME_LIST = playableGames().map(({ id, title }) => ({ id, title }));

/** The box: its pages, and the notice when the device refuses to store a game's data. */
export function App(props: { start: BoxStart; opening: Game | null }) {
  const { t } = useTranslation();
  // One boundary over every page: a page opened in a transition (settings, fetched when first opened)
  // leaves the one shown until it is here; the running game has its own.
  return (
    <>
      <Suspense fallback={<div className="loading">{t('app.loading')}</div>}>
        <Pages {...props} />
      </Suspense>
      <StorageNotice />
    </>
  );
}

function Pages({ start, opening }: { start: BoxStart; opening: Game | null }) {
  const { t } = useTranslation();
  const box = useBox(start, opening);
  const { shell, game, stored } = box;
  const [page, setPage] = usePage();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [asking, setAsking] = useState(false);

  const begin = useCallback(
    (kind: GameRequest['kind'], restore?: unknown) => {
      if (!game) return;
      // A broken save is set aside (kept, not overwritten) only once the person has seen why and moved on.
      if (stored.kind === 'broken') {
        setBrokenSaveAside(game.module.id);
        box.setStored('forget');
      }
      const request: GameRequest = {
        kind,
        seed: kind === 'resume' ? null : start.url.seed,
        search: start.search,
        ...(restore !== undefined && { restore }),
      };
      setAsking(false);
      setPlaying((p) => ({ game: game.module, request, id: (p?.id ?? 0) + 1 }));
    },
    [game, stored, box, start],
  );

  // A new game replaces the saved one (the tutorial is never saved, so it leaves it alone): ask first.
  const playNew = useCallback(() => {
    if (stored.kind === 'ok') setAsking(true);
    else begin('new');
  }, [stored, begin]);

  // After the hints game, "again" is a real game with the person's settings. The hints game never
  // saves, so a game saved before it is still there: it is asked about over the start screen first.
  const afterTutorial = useCallback(() => {
    if (stored.kind !== 'ok') return begin('new');
    setPlaying(null);
    setPage('menu');
    setAsking(true);
  }, [stored, begin, setPage]);

  const resume = useCallback(() => {
    if (stored.kind !== 'ok') return;
    begin('resume', stored.save);
    box.setStored('forget');
  }, [stored, begin, box]);

  // Link quick starts (tests, shared links) start at once, once the game is here.
  const [autostarted, setAutostarted] = useState(false);
  useEffect(() => {
    if (autostarted || !game || !(start.url.autostart || start.url.tutorial)) return;
    setAutostarted(true);
    begin(start.url.tutorial ? 'tutorial' : 'new');
  }, [autostarted, game, start, begin]);

  const language = languageFor(shell.language);
  useEffect(() => setLanguage(language), [language]);
  useEffect(() => {
    document.documentElement.classList.toggle('reduce-motion', shell.reduceMotion);
  }, [shell.reduceMotion]);

  const leave = useCallback(() => {
    setPlaying(null);
    box.setStored('reload');
    setPage('menu');
  }, [box, setPage]);

  if (playing) {
    const settings = box.game?.module.id === playing.game.id ? box.game.settings : null;
    return (
      <Suspense fallback={<div className="loading">{t('app.loading')}</div>}>
        {settings && (
          <GameScreen
            key={playing.id}
            game={playing.game}
            settings={settings}
            shell={shell}
            request={playing.request}
            onAgain={playing.request.kind === 'tutorial' ? afterTutorial : () => begin('new')}
            onLeave={leave}
            onShell={box.changeShell}
            onGame={box.changeGame}
          />
        )}
      </Suspense>
    );
  }
  if (page === 'settings')
    return (
      <LazySettingsScreen
        shell={shell}
        onShell={box.changeShell}
        game={game}
        onGame={box.changeGame}
        onBack={() => setPage('menu')}
        onPlay={() => {
          // The question about a saved game, if any, is asked over the start screen.
          setPage('menu');
          playNew();
        }}
      />
    );
  if (page === 'rules' && game) {
    return (
      <RulesScreen
        game={game.module}
        settings={game.settings}
        onBack={() => setPage('menu')}
        onTutorial={
          game.module.tutorial
            ? () => {
                // Played from the start screen's address: a reload or the end of it comes back there.
                setPage('menu');
                begin('tutorial');
              }
            : undefined
        }
      />
    );
  }
  const notices = [
    ...(box.problems.length ? [t('app.badSettings', { fields: box.problems.join(', ') })] : []),
    ...(box.linkProblems.length ? [t('app.badLink', { fields: box.linkProblems.join(', ') })] : []),
    ...(box.unsaved ? [t('app.unsaved')] : []),
  ];
  return (
    <>
      <Menu
        shell={shell}
        games={GAME_LIST}
        onGame={(id) => box.changeShell({ ...shell, game: id })}
        game={game}
        loadError={box.loadError}
        onRetry={box.retry}
        onChange={box.changeGame}
        onPlay={playNew}
        onTutorial={() => begin('tutorial')}
        onResume={stored.kind === 'ok' ? resume : undefined}
        resumeError={stored.kind === 'broken' ? stored.reason : null}
        notices={notices}
      />
      <UpdateNotice />
      {asking && stored.kind === 'ok' && game && (
        <ConfirmDialog
          title={t('menu.inProgress')}
          onCancel={() => setAsking(false)}
          actions={[
            { label: t('menu.resume'), onClick: resume, primary: true },
            { label: t('menu.newGame'), onClick: () => begin('new') },
            { label: t('app.cancel'), onClick: () => setAsking(false) },
          ]}
        >
          <p>{t('menu.inProgressText', { where: game.module.save.describe(stored.save) })}</p>
          <p>{t('menu.newGameLoses')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
