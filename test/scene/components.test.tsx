// The live components in @react-three/test-renderer: a tap on a fan card chooses it, a press on a stick grabs it at once.
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameContext } from '../../src/app/GameContext';
import { configFrom, type GameHandle, startGame } from '../../src/app/game';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { Cards } from '../../src/scene/Cards';
import { stickRest } from '../../src/scene/stickMotion';
import { Sticks } from '../../src/scene/Sticks';
import { createSceneStore, SceneStoreContext } from '../../src/scene/store';

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

function scene(g: GameHandle, children: React.ReactNode) {
  store = createSceneStore();
  return (
    <GameContext.Provider value={g}>
      <SceneStoreContext.Provider value={store}>{children}</SceneStoreContext.Provider>
    </GameContext.Provider>
  );
}

describe('scene components', () => {
  it('Cards: a hit box on each card of the fan; a tap chooses that card', async () => {
    const g = newGame();
    const hand = g.actor.getSnapshot().context.hands[0]!;
    const r = await ReactThreeTestRenderer.create(scene(g, <Cards players={4} edition="azuma" />));
    const hits = r.scene.findAll((n) => n.instance.name.startsWith('fan-hit-'));
    const live = hits.filter((h) => h.instance.visible);
    expect(live.map((h) => h.instance.userData.card as number).sort((a, b) => a - b)).toEqual(
      [...hand].sort((a, b) => a - b),
    );
    const card = hand[3]!;
    const hit = live.find((h) => h.instance.userData.card === card)!;
    await r.fireEvent(hit, 'onPointerDown', { nativeEvent: { timeStamp: 1 } });
    expect(g.actor.getSnapshot().context.chosen[0]).toBe(card);
    // The chosen card left the fan: its hit box is gone, the others closed up.
    await r.advanceFrames(2, 0.05);
    const after = hits.filter((h) => h.instance.visible).map((h) => h.instance.userData.card);
    expect(after).toHaveLength(hand.length - 1);
    expect(after).not.toContain(card);
    await r.unmount();
  });

  it('Sticks: one stick per needed colour; pressing one registers the grab in the handler', async () => {
    const g = newGame();
    const r = await ReactThreeTestRenderer.create(scene(g, <Sticks players={4} edition="azuma" />));
    const hits = r.scene.findAll((n) => n.instance.name.startsWith('stick-hit-'));
    expect(hits).toHaveLength(3);
    const stamp = performance.now();
    await r.fireEvent(hits[1]!, 'onPointerDown', { nativeEvent: { timeStamp: stamp } });
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
