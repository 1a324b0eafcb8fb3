// The rings' key under the prompt: while the person picks a target, exactly the kinds lit for the chosen chevron, in the rules' order; nothing when all are plain moves or at another step.
import { describe, expect, it } from 'vitest';
import { selectRingKinds } from '../../../../src/games/azacru/view/selectors';
import { KIND_NAMES, type MoveKind } from '../../../../src/games/azacru/rules/moves';
import { playPersonTurns } from './person-turns';

describe("the rings' key", () => {
  it('names the kinds lit for the chosen chevron, only while a target is picked', () => {
    const keyed = new Set<MoveKind>();
    let plainOnly = 0;
    playPersonTurns(30, {
      // Picking a chevron: no key.
      start: (run) => expect(selectRingKinds(run.actor.getSnapshot())).toEqual([]),
      picked: (run, move, legal) => {
        const lit = new Set(legal.filter((m) => m.from === move.from).map((m) => m.kind));
        const kinds = selectRingKinds(run.actor.getSnapshot());
        if ([...lit].every((k) => k === 'plain')) {
          expect(kinds).toEqual([]);
          plainOnly += 1;
          return;
        }
        // Each target's ring shows its strongest kind, so a kind met only under a stronger one
        // at the same target is not lit; every kind keyed is lit, in the rules' order.
        for (const k of kinds) expect(lit.has(k)).toBe(true);
        expect(kinds).toEqual(KIND_NAMES.filter((k) => kinds.includes(k)));
        expect(kinds).toContain(move.kind);
        for (const k of kinds) keyed.add(k);
      },
      // The target chosen: the key gives way to the move's own effect.
      chosen: (run) => expect(selectRingKinds(run.actor.getSnapshot())).toEqual([]),
    });
    expect(plainOnly).toBeGreaterThan(0);
    expect([...keyed].sort()).toEqual([...KIND_NAMES].sort());
  });
});
