// A press while the person's cards are dealt grabs nothing and takes no card: the cards still on their way to the fan, before the first call.
import { describe, expect, it } from 'vitest';
import { Object3D, Scene, Vector3 } from 'three';
import { dealtInFlight, pressableFanHits } from '../../../../src/games/azuma/scene/TableInput';
import { createSceneStore } from '../../../../src/games/azuma/scene/store';
import type { TableSnapshot } from '../../../../src/games/azuma/view/selectors';

/** A scene with the fan's hit boxes for cards 3, 7 and 9 (at x = 0, 1, 2), and the store's poses. */
function table(calls: number) {
  const scene = new Scene();
  const store = createSceneStore();
  [3, 7, 9].forEach((card, slot) => {
    const hit = new Object3D();
    hit.name = `fan-hit-${slot}`;
    hit.userData.card = card;
    hit.position.set(slot, 0.1, 2);
    scene.add(hit);
    store.cards.pos[card]?.copy(hit.position);
  });
  const s = { context: { calls } } as unknown as TableSnapshot;
  return { scene, store, s };
}

describe('the deal in the air', () => {
  it('is on while a card of the fan is still away from its place, before the first call', () => {
    const { scene, store, s } = table(0);
    expect(dealtInFlight(s, scene, store)).toBe(false);
    store.cards.pos[7]?.copy(new Vector3(0, 0.3, 0));
    expect(dealtInFlight(s, scene, store)).toBe(true);
  });

  it('is off once a call came: a card passed to the person flies alone, and a grab may follow it', () => {
    const { scene, store } = table(1);
    store.cards.pos[7]?.copy(new Vector3(0, 0.3, 0));
    expect(dealtInFlight({ context: { calls: 1 } } as unknown as TableSnapshot, scene, store)).toBe(
      false,
    );
  });

  it('counts only the fan hit boxes holding a card', () => {
    const { scene, store, s } = table(0);
    const empty = new Object3D();
    empty.name = 'fan-hit-5';
    empty.position.set(9, 9, 9);
    scene.add(empty);
    expect(dealtInFlight(s, scene, store)).toBe(false);
  });

  it('leaves no card to press until the last is in, and every card after', () => {
    const { scene, store, s } = table(0);
    store.cards.pos[9]?.copy(new Vector3(0, 0.3, 0));
    expect(pressableFanHits(s, scene, store)).toEqual([]);
    store.cards.pos[9]?.set(2, 0.1, 2);
    expect(pressableFanHits(s, scene, store).map((o) => o.userData.card)).toEqual([3, 7, 9]);
  });
});
