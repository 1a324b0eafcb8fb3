// The game screen (loaded after the menu): starts the table, the 3D scene, the overlay, saves, wake lock, updates.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from './i18n';
import type { SaveGame } from '../games/azuma/flow/save';
import type { Timing } from '../games/azuma/flow/types';
import { SoundBank } from './audio/bank';
import { LayoutBridge, LayoutBridgeContext } from '../table/bridge';
import { GameOverlay } from '../games/azuma/ui/game/GameOverlay';
import { UpdateNotice } from './UpdateNotice';
import { GameContext, useTable } from '../games/azuma/view/GameContext';
import {
  configFrom,
  type GameHandle,
  newSeed,
  startGame,
  type TableActor,
} from '../games/azuma/game';
import { warmGrabPathSoon } from '../games/azuma/warm';
import { persistSaves } from './save-store';
import type { Language, Settings } from '../games/azuma/settings';
import { tutorialConfig } from '../games/azuma/tutorial';
import { holdWakeLock } from './wake-lock';

const Table3D = lazy(() => import('../games/azuma/scene/Table3D'));

/** One sound bank for the whole session, made when the first game starts. */
let bank: SoundBank | null = null;
function sounds(): SoundBank {
  bank ??= new SoundBank(import.meta.env.BASE_URL);
  return bank;
}

export interface GameRequest {
  readonly settings: Settings;
  readonly tutorial: boolean;
  readonly seed: number | null;
  readonly timing: Partial<Timing>;
  /** Continue a saved game at the start of its hand. */
  readonly restore?: SaveGame;
}

export interface GameScreenProps {
  readonly request: GameRequest;
  readonly settings: Settings;
  readonly language: Language;
  readonly onAgain: () => void;
  readonly onLeave: () => void;
}

function create(r: GameRequest): { game: GameHandle; stopSaves: () => void } {
  const seed = r.seed ?? newSeed();
  let stopSaves = () => undefined as void;
  // The tutorial is never saved; a real game's saves are heard from its first hand on.
  const listen = r.tutorial
    ? undefined
    : (actor: TableActor) => {
        stopSaves = persistSaves(actor);
      };
  const game = r.restore
    ? startGame(r.restore.config, r.restore, listen)
    : startGame(
        r.tutorial ? tutorialConfig(r.settings, seed) : configFrom(r.settings, seed, r.timing),
        undefined,
        listen,
      );
  // Benchmarks (?debug=1) may listen to the table before anything else does.
  if (new URLSearchParams(location.search).has('debug')) {
    (globalThis as unknown as { __azumaOnGame?: (g: GameHandle) => void }).__azumaOnGame?.(game);
  }
  return { game, stopSaves };
}

/** Between hands only: an installed update may reload the page without losing a hand. */
function BetweenHands() {
  const between = useTable((s) => s.hasTag('hand-end') || s.hasTag('over'));
  return between ? <UpdateNotice /> : null;
}

export default function GameScreen(props: GameScreenProps) {
  const { t } = useTranslation();
  const { request, settings } = props;
  const [{ game, stopSaves }] = useState(() => create(request));
  const [bridge] = useState(() => new LayoutBridge());
  const bankRef = useMemo(sounds, []);

  useEffect(() => {
    const release = holdWakeLock();
    const cancelWarm = warmGrabPathSoon(game.config);
    if (new URLSearchParams(location.search).has('debug')) {
      (globalThis as unknown as { __azumaGame?: GameHandle }).__azumaGame = game;
    }
    return () => {
      stopSaves();
      release();
      cancelWarm();
      game.actor.stop();
    };
  }, [game, stopSaves]);

  useEffect(() => bankRef.setVolume(settings.volume, settings.muted), [bankRef, settings]);

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
    <GameContext.Provider value={game}>
      <LayoutBridgeContext.Provider value={bridge}>
        <main className="game" aria-label={t('app.title')}>
          <Suspense fallback={<div className="loading">{t('app.loading')}</div>}>
            <Table3D />
          </Suspense>
          <GameOverlay
            settings={settings}
            language={props.language}
            sounds={bankRef}
            tutorial={request.tutorial}
            onAgain={props.onAgain}
            onLeave={props.onLeave}
          />
          <BetweenHands />
        </main>
      </LayoutBridgeContext.Provider>
    </GameContext.Provider>
  );
}
