// A running game (loaded after the start screen): the game's own screen, with the box's sound bank, save slot and wake lock.
import {
  type ComponentType,
  type RefObject,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from './i18n';
import { SoundBank } from './audio/bank';
import type { Game, GameRequest, GameSettings, ScreenProps } from './contract';
import { saveSlot } from './save-store';
import type { ShellSettings } from './settings';
import { holdWakeLock } from './wake-lock';
import { type InGamePage, InGameRulesContext } from './in-game-rules';
import { RulesScreen } from './RulesScreen';
import { LazySettingsScreen } from './settings-page';
import { useReducedMotion } from './reduced-motion';

/** One sound bank for the whole session, made when the first game starts. */
let bank: SoundBank | null = null;
function sounds(): SoundBank {
  bank ??= new SoundBank(import.meta.env.BASE_URL);
  return bank;
}

/**
 * Gives the page's first button (its way back) the focus once the page is shown: put beside a page
 * inside its Suspense boundary, so a page still being fetched is focused when it arrives. Without
 * scrolling: the settings' Back is at their foot, and the page opens at its top.
 */
function FocusFirstButton({ page }: { page: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    page.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [page]);
  return null;
}

/** Each game's screen component, loaded once. */
const screens = new Map<string, ComponentType<ScreenProps<GameSettings>>>();
function screenOf(game: Game): ComponentType<ScreenProps<GameSettings>> {
  let screen = screens.get(game.id);
  if (!screen) {
    screen = lazy(() => game.loadScreen());
    screens.set(game.id, screen);
  }
  return screen;
}

export interface GameScreenProps {
  readonly game: Game;
  readonly settings: GameSettings;
  readonly shell: ShellSettings;
  readonly request: GameRequest;
  readonly onAgain: () => void;
  readonly onLeave: () => void;
  /** The box's settings changed from the pause (language, sound, name, hints, motion). */
  readonly onShell: (shell: ShellSettings) => void;
  /** The game's own preferences changed from the pause (how it looks and helps, never its set-up). */
  readonly onGame: (settings: GameSettings) => void;
}

export default function GameScreen({
  game,
  settings,
  shell,
  request,
  onAgain,
  onLeave,
  onShell,
  onGame,
}: GameScreenProps) {
  const { t } = useTranslation();
  const Screen = screenOf(game);
  const bankRef = useMemo(sounds, []);
  const saves = useMemo(() => saveSlot(game.id), [game.id]);
  // The rules or settings page over the paused table: the table is hidden from touch, keys and screen
  // readers meanwhile. The game's set-up (edition, players...) stays as the game was started; its
  // preferences (the settings page's section of the game's own) take at once.
  const [reading, setReading] = useState<InGamePage | null>(null);
  // The game with hints is never saved (it leaves a saved game alone): leaving it ends it.
  const unsaved = request.kind === 'tutorial';
  const rules = useMemo(() => ({ open: setReading, reading, unsaved }), [reading, unsaved]);
  const table = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  // Before any effect: the pause dialog focuses its button again once the table is no longer inert.
  useLayoutEffect(() => {
    const el = table.current;
    if (!el) return;
    el.toggleAttribute('inert', reading !== null);
    el.toggleAttribute('aria-hidden', reading !== null);
  }, [reading]);
  // While reading, Escape closes the page as it would a dialog (captured first: nothing behind the
  // page sees the key). The page's own focus: FocusFirstButton.
  useEffect(() => {
    if (!reading) return;
    const close = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      setReading(null);
    };
    window.addEventListener('keydown', close, { capture: true });
    return () => window.removeEventListener('keydown', close, { capture: true });
  }, [reading]);
  const reducedMotion = useReducedMotion(shell.reduceMotion);

  useEffect(() => holdWakeLock(), []);
  useEffect(() => bankRef.setVolume(shell.volume, shell.muted), [bankRef, shell]);
  useEffect(() => {
    // Audio may only start after a gesture: unlock on taps and keys, in the bubble phase, so that the
    // table's own handler (a grab!) runs first and is never delayed by starting the audio context.
    const unlock = () => bankRef.unlock();
    window.addEventListener('pointerdown', unlock, { passive: true });
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [bankRef]);

  return (
    <Suspense fallback={<div className="loading">{t('app.loading')}</div>}>
      <InGameRulesContext.Provider value={rules}>
        <div ref={table} className="game-screen">
          <Screen
            settings={settings}
            shell={shell}
            reducedMotion={reducedMotion}
            request={request}
            saves={saves}
            sounds={bankRef}
            onAgain={onAgain}
            onLeave={onLeave}
          />
        </div>
      </InGameRulesContext.Provider>
      {reading ? (
        <div ref={page} className="in-game-page">
          {reading === 'rules' ? (
            <>
              <RulesScreen game={game} settings={settings} onBack={() => setReading(null)} />
              <FocusFirstButton key="rules" page={page} />
            </>
          ) : (
            // Its own boundary: the paused table behind stays shown while the page is fetched.
            <Suspense fallback={<div className="loading">{t('app.loading')}</div>}>
              <LazySettingsScreen
                shell={shell}
                onShell={onShell}
                game={{ module: game, settings }}
                onGame={onGame}
                onBack={() => setReading(null)}
              />
              <FocusFirstButton key="settings" page={page} />
            </Suspense>
          )}
        </div>
      ) : null}
    </Suspense>
  );
}
