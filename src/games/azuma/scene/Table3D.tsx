// The 3D table: board, sticks, cards, bots round a wooden table, seen from the person's seat; touch first.
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { maxHandSize } from '../view/selectors';
import { GameContext, useGame } from '../view/GameContext';
import { Avatars } from './Avatars';
import { Board } from './Board';
import { AdaptiveResolution, START_DPR_LOW, startsLow } from '../../../table/AdaptiveResolution';
import { CameraRig } from './CameraRig';
import { Cards } from './Cards';
import { GameCanvas } from '../../../table/GameCanvas';
import { DealerChip } from './DealerChip';
import { PublishAnchors } from './PublishAnchors';
import { pinnedDpr } from '../../../table/resolution';
import { Sticks } from './Sticks';
import { LayoutBridgeContext, useLayoutBridge } from '../../../table/bridge';
import {
  createSceneStore,
  FrameContext,
  SceneStoreContext,
  useMakeFrame,
  useSceneStore,
} from './store';
import { useThree } from '@react-three/fiber';
import { useCommitCount } from '../../../table/stats';
import { TableInput } from './TableInput';
import { TableRenderer } from '../../../table/TableRenderer';
import { Tabletop } from './Tabletop';
import { WaitHalo } from './WaitHalo';
import { WinGlow } from './WinGlow';

/** The tests' and benchmarks' probes (`?debug=1`): loaded only when asked for, never for players. */
const SceneDebug = lazy(() => import('./SceneDebug').then((m) => ({ default: m.SceneDebug })));

const CAMERA = { fov: 40, near: 0.05, far: 30, position: [0, 2, 2.5] as [number, number, number] };

/** One camera frame for the whole scene: the canvas size, the overlay's reserve and this table. */
function Framed(props: { players: number; fanCards: number; children: ReactNode }) {
  const frame = useMakeFrame(props.players, props.fanCards);
  return <FrameContext.Provider value={frame}>{props.children}</FrameContext.Provider>;
}

/**
 * Tells the scene whether to keep still, and draws a frame when that changes: a pulse that stopped
 * asking for frames (WaitHalo) starts again at once when motion is allowed again.
 */
function MotionSetting(props: { reduced: boolean }) {
  const store = useSceneStore();
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    store.reducedMotion = props.reduced;
    invalidate();
  }, [store, props.reduced, invalidate]);
  return null;
}

/** `reducedMotion`: the box's setting or the device's preference (the shell's). */
export default function Table3D(props: { reducedMotion: boolean }) {
  useCommitCount();
  const game = useGame();
  const bridge = useLayoutBridge();
  const { players, edition } = game.config;
  const fanCards = useMemo(() => maxHandSize(game.config), [game.config]);
  const store = useMemo(createSceneStore, []);
  const debug = useMemo(() => new URLSearchParams(globalThis.location?.search).has('debug'), []);
  const low = useMemo(startsLow, []);
  const dpr = useMemo(
    () =>
      pinnedDpr(globalThis.location?.search ?? '') ??
      (low ? START_DPR_LOW : Math.min(1.5, Math.max(1, globalThis.devicePixelRatio || 1))),
    [low],
  );

  return (
    // A stencil buffer gives the canvas the depth format of the table cache (static-cache.ts).
    <GameCanvas camera={CAMERA} shadows={!low} dpr={dpr} stencil>
      {/* React context does not cross into the 3D renderer by itself: hand the game over. */}
      <GameContext.Provider value={game}>
        <LayoutBridgeContext.Provider value={bridge}>
          <SceneStoreContext.Provider value={store}>
            <Framed players={players} fanCards={fanCards}>
              <MotionSetting reduced={props.reducedMotion} />
              <CameraRig />
              <PublishAnchors players={players} />
              <AdaptiveResolution />
              <Tabletop />
              <Board edition={edition} />
              <Sticks players={players} edition={edition} />
              <Avatars players={players} />
              <DealerChip players={players} />
              <Cards players={players} edition={edition} />
              <WaitHalo />
              <WinGlow players={players} />
              <TableRenderer />
              <TableInput />
              {debug ? (
                <Suspense fallback={null}>
                  <SceneDebug />
                </Suspense>
              ) : null}
            </Framed>
          </SceneStoreContext.Provider>
        </LayoutBridgeContext.Provider>
      </GameContext.Provider>
    </GameCanvas>
  );
}
