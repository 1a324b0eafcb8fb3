// Test helper: the camera as the table frames it for a screen and a slot (as Table3D's Framer does).
import { PerspectiveCamera } from 'three';
import { elevationFor, frameTable } from '../../../../src/games/bonanza/scene/framing';
import { orientationOf, tableLayout } from '../../../../src/games/bonanza/scene/layout';

export type Slot = { left: number; top: number; width: number; height: number };

export function framedCamera(width: number, height: number, slot: Slot, players: number) {
  const layout = tableLayout(players, 0, orientationOf(slot.width, slot.height));
  const camera = new PerspectiveCamera(35, width / height, 0.1, 200);
  frameTable(camera, layout, {
    width,
    height,
    slot,
    elevation: elevationFor(slot.width, slot.height, layout.orientation),
  });
  return { camera, layout };
}
