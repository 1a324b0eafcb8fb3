// Every press on the table, handled in a native pointerdown listener (before react-three-fiber): a fan card, a stick, the board.
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import type { Object3D } from 'three';
import { selectCalls, selectPhase, selectSticks, type TableSnapshot } from '../view/selectors';
import { personActions, useGame } from '../view/GameContext';
import { boardGrab, selectNeeded } from '../view/person';
import type { Colour } from '../rules';
import { CARD_H } from './constants';
import { makeTablePicker, type StickSpot, type TablePick } from './picker';
import { selCanTurn } from '../view/scene';
import { stickRest } from './stickMotion';
import { type SceneStore, useSceneStore } from './store';

/** How far a press may travel (CSS pixels) and still be a tap rather than a drag of the board. */
const TAP_SLOP_PX = 10;

/**
 * Where every stick stands: its globe on the board as drawn now (a taken stick's empty globe too),
 * and whether its colour is one the person still needs (`needed`, view/person.ts selectNeeded).
 */
export function stickSpots(
  store: SceneStore,
  sticks: readonly { readonly owner: number | null; readonly colour: Colour }[],
  needed: readonly Colour[] = [],
): StickSpot[] {
  return sticks.map((st, stick) => ({
    stick,
    base: stickRest(stick, sticks.length, store.board.angle),
    free: st.owner === null,
    needed: needed.includes(st.colour),
  }));
}

/**
 * The stick a press grabs: the stick pressed; on the board, see `boardGrab`; else none. Never while
 * the cards are dealt: a press then was meant for a card still in the air (the bots do not grab
 * before the deal is over either).
 */
export function stickToGrab(s: TableSnapshot, hit: TablePick): number | null {
  if (selectPhase(s) === 'dealing') return null;
  if (hit.kind === 'stick') return hit.stick;
  return hit.kind === 'board' ? boardGrab(s) : null;
}

/** The fan's hit boxes that hold a card now. */
function fanHits(scene: Object3D): Object3D[] {
  return scene.children.filter(
    (o) => o.name.startsWith('fan-hit-') && o.visible && o.userData.card !== undefined,
  );
}

/**
 * Whether the person's cards are still being dealt on the table: before the hand's first call, a card
 * of theirs still on its way to the fan (later a card comes to them alone, passed). A press then was
 * meant for a card in the air.
 */
export function dealtInFlight(s: TableSnapshot, scene: Object3D, store: SceneStore): boolean {
  if (selectCalls(s) > 0) return false;
  return fanHits(scene).some((hit) => away(hit, store));
}

/** A fan hit box whose card is drawn away from it (on its way there). */
function away(hit: Object3D, store: SceneStore): boolean {
  const pos = store.cards.pos[hit.userData.card as number];
  return pos !== undefined && pos.distanceTo(hit.position) > CARD_H / 4;
}

/**
 * The fan's hit boxes a press may take: none while the person's cards are dealt, until the last is
 * in. A card in the air passes over the boxes of the cards landed (a play-tester tapped a guitar on
 * its way and passed the card under it), and a hand is chosen from once it is all in sight.
 */
export function pressableFanHits(s: TableSnapshot, scene: Object3D, store: SceneStore): Object3D[] {
  return dealtInFlight(s, scene, store) ? [] : fanHits(scene);
}

/** The picker the table's input uses, for tests and the debug hook too. */
export function useTablePicker(): (x: number, y: number) => TablePick | null {
  const get = useThree((s) => s.get);
  const store = useSceneStore();
  const { actor } = useGame();
  return useMemo(
    () =>
      makeTablePicker(
        get,
        () => pressableFanHits(actor.getSnapshot(), get().scene, store),
        () => {
          const s = actor.getSnapshot();
          return stickSpots(store, selectSticks(s), selectNeeded(s));
        },
      ),
    [get, store, actor],
  );
}

/**
 * A card press chooses the card at once. A stick press (or a board press in a race the person may
 * still run) grabs at once, stamped with the event's own time; only while the person may turn the
 * board does it wait for the release, so that a drag that starts near a stick turns the board
 * instead (the grab keeps the press's time stamp).
 */
export function TableInput() {
  const game = useGame();
  const get = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const pick = useTablePicker();
  const store = useSceneStore();
  useEffect(() => {
    const state = get();
    const target =
      (state.events.connected as HTMLElement | undefined) ?? state.gl.domElement.parentElement;
    if (!target) return;
    const actions = personActions(game);
    let pending: { stick: number; at: number; x: number; y: number; id: number } | null = null;
    const onDown = (e: PointerEvent) => {
      const hit = pick(e.clientX, e.clientY);
      if (!hit) return;
      const s = game.actor.getSnapshot();
      const stick =
        hit.kind === 'card' || dealtInFlight(s, get().scene, store) ? null : stickToGrab(s, hit);
      if (hit.kind === 'card') {
        actions.choose(hit.card);
        e.stopPropagation();
      } else if (stick === null) {
        // The board with nothing to grab: its own drag handler takes the press.
        return;
      } else if (selCanTurn(s)) {
        // The board's own drag handler sees this press too.
        pending = {
          stick,
          at: e.timeStamp,
          x: e.clientX,
          y: e.clientY,
          id: e.pointerId,
        };
      } else {
        actions.grab(stick, e.timeStamp);
        e.stopPropagation();
      }
      invalidate();
    };
    const onMove = (e: PointerEvent) => {
      if (pending && e.pointerId === pending.id) {
        if (Math.hypot(e.clientX - pending.x, e.clientY - pending.y) > TAP_SLOP_PX) pending = null;
      }
    };
    const onUp = (e: PointerEvent) => {
      if (!pending || e.pointerId !== pending.id) return;
      actions.grab(pending.stick, pending.at);
      pending = null;
      invalidate();
    };
    target.addEventListener('pointerdown', onDown, { capture: true });
    target.addEventListener('pointermove', onMove, { capture: true });
    target.addEventListener('pointerup', onUp, { capture: true });
    target.addEventListener('pointercancel', () => (pending = null), { capture: true });
    // Run the picker a few hundred times when idle, so the first real press runs compiled code.
    const warm = () => {
      const { size } = get();
      for (let i = 0; i < 300; i += 1)
        pick(size.left + ((i * 37) % size.width), size.top + ((i * 53) % size.height));
    };
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(warm, { timeout: 1000 })
        : setTimeout(warm, 300);
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number);
      else clearTimeout(idle as ReturnType<typeof setTimeout>);
      target.removeEventListener('pointerdown', onDown, { capture: true });
      target.removeEventListener('pointermove', onMove, { capture: true });
      target.removeEventListener('pointerup', onUp, { capture: true });
    };
  }, [game, get, invalidate, pick, store]);
  return null;
}
