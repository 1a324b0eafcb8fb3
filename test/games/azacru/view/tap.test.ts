// What a tap on a field means: pick or switch a chevron, pick a target, step back; the board's geometry finds the field.
import { describe, expect, it } from 'vitest';
import { FIELDS } from '../../../../src/games/azacru/rules/fields';
import { fieldAt, fieldCentre } from '../../../../src/games/azacru/scene/geometry';
import type { Highlights } from '../../../../src/games/azacru/view/selectors';
import { tapAction } from '../../../../src/games/azacru/view/tap';

const h = (over: Partial<Highlights>): Highlights => ({
  movable: [4, 20],
  selected: null,
  targets: new Map(),
  chosen: null,
  confirming: false,
  ...over,
});

describe('a tap on the board', () => {
  it('picks a movable chevron, a target, switches, steps back, or keeps the pick', () => {
    expect(tapAction(h({}), 4)).toEqual({ kind: 'chevron', field: 4 });
    expect(tapAction(h({}), 50)).toEqual({ kind: 'none' });
    const picked = h({ selected: 4, targets: new Map([[13, 'plain']]) });
    expect(tapAction(picked, 13)).toEqual({ kind: 'target', field: 13 });
    expect(tapAction(picked, 20)).toEqual({ kind: 'chevron', field: 20 });
    expect(tapAction(picked, 4)).toEqual({ kind: 'cancel' });
    // A field the picked chevron cannot reach keeps the pick (a note says why).
    expect(tapAction(picked, 70)).toEqual({ kind: 'none' });
    expect(tapAction(picked, -1)).toEqual({ kind: 'none' });
  });

  it('plays the chosen move when its target is tapped again, once its turn is chosen too', () => {
    const chosen = { selected: 4, targets: new Map([[13, 'plain'] as const]), chosen: 13 };
    expect(tapAction(h({ ...chosen, confirming: true }), 13)).toEqual({ kind: 'confirm' });
    // Another target, the chevron, another chevron: as before.
    const confirming = h({
      ...chosen,
      targets: new Map([
        [13, 'plain'],
        [22, 'plain'],
      ]),
      confirming: true,
    });
    expect(tapAction(confirming, 22)).toEqual({ kind: 'target', field: 22 });
    expect(tapAction(confirming, 4)).toEqual({ kind: 'cancel' });
    expect(tapAction(confirming, 20)).toEqual({ kind: 'chevron', field: 20 });
    // A turn still to choose: the target is picked again, nothing is played.
    expect(tapAction(h({ ...chosen, confirming: false }), 13)).toEqual({
      kind: 'target',
      field: 13,
    });
  });

  it('finds every field at its own centre and nothing off the board', () => {
    for (let f = 0; f < FIELDS; f += 1) {
      const [x, z] = fieldCentre(f);
      expect(fieldAt(x, z)).toBe(f);
    }
    expect(fieldAt(10, 0)).toBe(-1);
  });
});
