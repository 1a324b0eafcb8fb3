// An equal scene rebuilt anew is the same table (no frame for it); any change of what is shown is not.
import { describe, expect, it } from 'vitest';
import { card } from '../../../../src/games/bonanza/rules/cards';
import { sameScene } from '../../../../src/games/bonanza/scene/same-scene';
import { sceneOf, seatOf } from './scenes';

describe('the same scene', () => {
  it('is an equal scene built anew', () => {
    expect(sameScene(sceneOf(4), sceneOf(4))).toBe(true);
  });

  it('is not a scene with any change the table shows', () => {
    const base = sceneOf(4);
    const changes = [
      sceneOf(4, { sheet: [3, 1, 4, 1, 5, 9, 2, 6, 5, 4] }),
      sceneOf(4, { calling: 2 }),
      sceneOf(4, { widow: 0 }),
      sceneOf(4, { played: [card(2, 0)] }),
      sceneOf(4, { shown: [[], [card(3, 1)], [], []] }),
      sceneOf(4, { seats: [seatOf(0), seatOf(1, { held: 9 }), seatOf(2), seatOf(3)] }),
      sceneOf(4, { pokerSpace: false }),
    ];
    for (const c of changes) expect(sameScene(base, c)).toBe(false);
  });
});
