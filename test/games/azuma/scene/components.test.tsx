// The live components in @react-three/test-renderer: the table's picker finds each fan card and stick; a grab moves the stick.
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useThree } from '@react-three/fiber';
import { type ReactNode, useLayoutEffect } from 'react';
import type { PerspectiveCamera, Vector3 } from 'three';
import { GameContext, personActions } from '../../../../src/games/azuma/view/GameContext';
import { configFrom, type GameHandle, startGame } from '../../../../src/games/azuma/game';
import { DEFAULT_SETTINGS } from '../../../../src/games/azuma/settings';
import { Cards } from '../../../../src/games/azuma/scene/Cards';
import { stickRest } from '../../../../src/games/azuma/scene/stickMotion';
import { Sticks } from '../../../../src/games/azuma/scene/Sticks';
import { LayoutBridge, LayoutBridgeContext } from '../../../../src/table/bridge';
import { grabPoint, type TablePick, toScreen } from '../../../../src/games/azuma/scene/picker';
import {
  createSceneStore,
  FrameContext,
  SceneStoreContext,
  useFrameLayout,
  useMakeFrame,
} from '../../../../src/games/azuma/scene/store';
import { useTablePicker } from '../../../../src/games/azuma/scene/TableInput';

let game: GameHandle | null = null;

function newGame(): GameHandle {
  game = startGame(configFrom({ ...DEFAULT_SETTINGS, players: 4 }, 7));
  game.clock.pause(); // nothing moves on its own: only the test's events
  return game;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  game?.actor.stop();
  game = null;
});

let store = createSceneStore();
let picker: ((x: number, y: number) => TablePick | null) | null = null;
let screen: ((p: Vector3) => { x: number; y: number }) | null = null;

/** Hands the test the table's own picker and a world-to-screen projection. */
function Probe() {
  const pick = useTablePicker();
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const frame = useFrameLayout();
  useLayoutEffect(() => {
    camera.position.copy(frame.position);
    camera.quaternion.copy(frame.quaternion);
    (camera as PerspectiveCamera).fov = frame.fov;
    (camera as PerspectiveCamera).updateProjectionMatrix();
    camera.updateMatrixWorld();
    picker = pick;
    screen = (p) => toScreen(p, camera, size);
  });
  return null;
}

function Framed({ children }: { children: ReactNode }) {
  const frame = useMakeFrame(4, 7);
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

function scene(g: GameHandle, children: ReactNode) {
  store = createSceneStore();
  return (
    <GameContext.Provider value={g}>
      <LayoutBridgeContext.Provider value={new LayoutBridge()}>
        <SceneStoreContext.Provider value={store}>
          <Framed>
            {children}
            <Probe />
          </Framed>
        </SceneStoreContext.Provider>
      </LayoutBridgeContext.Provider>
    </GameContext.Provider>
  );
}

describe('scene components', () => {
  it('Cards: a hit box on each card of the fan, found by the picker; a chosen card leaves the fan', async () => {
    const g = newGame();
    const hand = g.actor.getSnapshot().context.hands[0]!;
    const r = await ReactThreeTestRenderer.create(scene(g, <Cards players={4} edition="azuma" />));
    const hits = r.scene.findAll((n) => n.instance.name.startsWith('fan-hit-'));
    const live = hits.filter((h) => h.instance.visible);
    expect(live.map((h) => h.instance.userData.card as number).sort((a, b) => a - b)).toEqual(
      [...hand].sort((a, b) => a - b),
    );
    // Every card of the fan is found by the picker at its tap point.
    await r.advanceFrames(60, 0.1);
    for (const c of hand) {
      const pos = store.cards.pos[c]!;
      const tap = store.tapLocal[c]!.clone()
        .multiply(store.cards.scale[c]!)
        .applyQuaternion(store.cards.quat[c]!)
        .add(pos);
      const at = screen!(tap);
      expect(picker!(at.x, at.y)).toEqual({ kind: 'card', card: c });
    }
    const card = hand[3]!;
    await ReactThreeTestRenderer.act(async () => personActions(g).choose(card));
    expect(g.actor.getSnapshot().context.chosen[0]).toBe(card);
    // The chosen card left the fan: its hit box is gone, the others closed up.
    await r.advanceFrames(2, 0.05);
    const after = hits.filter((h) => h.instance.visible).map((h) => h.instance.userData.card);
    expect(after).toHaveLength(hand.length - 1);
    expect(after).not.toContain(card);
    await r.unmount();
  });

  it('Sticks: the picker finds each stick where it stands; a grabbed stick leaves its globe', async () => {
    const g = newGame();
    const r = await ReactThreeTestRenderer.create(scene(g, <Sticks players={4} edition="azuma" />));
    await r.advanceFrames(2, 0.05);
    for (let stick = 0; stick < 3; stick += 1) {
      const at = screen!(grabPoint(stickRest(stick, 3, 0)));
      expect(picker!(at.x, at.y)).toEqual({ kind: 'stick', stick });
    }
    await ReactThreeTestRenderer.act(async () => personActions(g).grab(1, g.clock.now()));
    const { grabs } = g.actor.getSnapshot().context;
    expect(grabs).toHaveLength(1);
    expect(grabs[0]).toMatchObject({ player: 0, stick: 1 });
    expect(g.actor.getSnapshot().hasTag('grab-window')).toBe(true);
    await r.advanceFrames(5, 0.05);
    expect(store.sticks.base[1]!.distanceTo(stickRest(1, 3, 0))).toBeGreaterThan(0.05);
    expect(store.sticks.base[0]!.distanceTo(stickRest(0, 3, 0))).toBeLessThan(1e-6);
    await r.unmount();
  });
});
