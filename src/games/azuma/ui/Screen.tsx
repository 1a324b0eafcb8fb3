// AZUMA's running game as the box shows it: the table actor, its saves, the 3D table and the overlay.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ScreenProps } from '../../../shell/contract';
import { UpdateNotice } from '../../../shell/UpdateNotice';
import { LayoutBridge, LayoutBridgeContext } from '../../../table/bridge';
import {
  configFrom,
  type GameHandle,
  newSeed,
  startGame,
  type TableActor,
  timingFromUrl,
} from '../game';
import type { SaveGame } from '../flow/save';
import { persistSaves } from '../saves';
import type { Settings } from '../settings';
import { useTranslation } from '../texts';
import { tutorialConfig } from '../tutorial';
import { GameContext, useTable } from '../view/GameContext';
import { selectBetweenHands } from '../view/selectors';
import { warmGrabPathSoon } from '../warm';
import { GameOverlay } from './game/GameOverlay';

const Table3D = lazy(() => import('../scene/Table3D'));

function create(
  p: ScreenProps<Settings>,
  onRefused: () => void,
): { game: GameHandle; stopSaves: () => void } {
  const { request, settings, shell } = p;
  const seed = request.seed ?? newSeed();
  let stopSaves = () => undefined as void;
  // The tutorial is never saved; a real game's saves are heard from its first hand on.
  const listen =
    request.kind === 'tutorial'
      ? undefined
      : (actor: TableActor) => {
          stopSaves = persistSaves(actor, p.saves, onRefused);
        };
  const timing = timingFromUrl(new URLSearchParams(request.search));
  const game =
    request.kind === 'resume' && request.restore
      ? startGame((request.restore as SaveGame).config, request.restore as SaveGame, listen)
      : startGame(
          request.kind === 'tutorial'
            ? tutorialConfig(settings, seed, shell.name)
            : configFrom(settings, seed, timing, shell.name),
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
  const between = useTable(selectBetweenHands);
  return between ? <UpdateNotice /> : null;
}

export default function Screen(props: ScreenProps<Settings>) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const [{ game, stopSaves }] = useState(() => create(props, () => setRefused(true)));
  const [bridge] = useState(() => new LayoutBridge());

  useEffect(() => {
    const cancelWarm = warmGrabPathSoon(game.config);
    if (new URLSearchParams(location.search).has('debug')) {
      (globalThis as unknown as { __azumaGame?: GameHandle }).__azumaGame = game;
    }
    return () => {
      stopSaves();
      cancelWarm();
      game.actor.stop();
    };
  }, [game, stopSaves]);

  return (
    <GameContext.Provider value={game}>
      <LayoutBridgeContext.Provider value={bridge}>
        <main className="game" aria-label={t('app.title')}>
          <Suspense fallback={<div className="loading">{t('app.loading')}</div>}>
            <Table3D reducedMotion={props.reducedMotion} />
          </Suspense>
          <GameOverlay
            settings={props.settings}
            shell={props.shell}
            sounds={props.sounds}
            tutorial={props.request.kind === 'tutorial'}
            saveRefused={refused}
            onAgain={props.onAgain}
            onLeave={props.onLeave}
          />
          <BetweenHands />
        </main>
      </LayoutBridgeContext.Provider>
    </GameContext.Provider>
  );
}
