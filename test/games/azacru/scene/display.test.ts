// What the board shows during a move: the chevron on its way, fields claimed as their beats come, the position at the end.
import { describe, expect, it } from 'vitest';
import { beatsOf } from '../../../../statecharts/azacru/beats';
import { step } from '../../../../src/games/azacru/rules/flow';
import { legalMoves } from '../../../../src/games/azacru/rules/flow';
import { newGame } from '../../../../src/games/azacru/rules/state';
import { NORMAL_PACE } from '../../../../src/games/azacru/save/pace';
import { displayAt, fieldsUnderChevrons } from '../../../../src/games/azacru/scene/display';
import { fieldCentre } from '../../../../src/games/azacru/scene/geometry';

describe('the board during a move', () => {
  it('moves from the position before to the position after, claiming the target on arrival', () => {
    const before = newGame(2);
    const m = legalMoves(before).find((x) => !x.twist);
    if (!m) throw new Error('no move at the start');
    const r = step(before, { type: 'MOVE', player: 0, from: m.from, to: m.to });
    if (!r.ok) throw new Error(r.refusal.message);
    const beat = beatsOf(r.effects, NORMAL_PACE).beats[0] ?? null;
    expect(beat?.kind).toBe('move');
    const start = displayAt(r.state, before, beat, 0);
    expect(start.moving).toBe(true);
    expect(start.colours).toEqual(before.colours);
    const [fx, fz] = fieldCentre(m.from);
    const moving = start.chevrons.find((c) => c.x === fx && c.z === fz);
    expect(moving).toBeDefined();
    const end = displayAt(r.state, before, beat, beat?.ms ?? 0);
    expect(end.moving).toBe(false);
    expect(end.colours).toEqual(r.state.colours);
    const [tx, tz] = fieldCentre(m.to);
    expect(end.chevrons.some((c) => Math.abs(c.x - tx) < 1e-9 && Math.abs(c.z - tz) < 1e-9)).toBe(
      true,
    );
    // The marks under the chevrons shrink (their points must read): the target's now, not the field left.
    const under = fieldsUnderChevrons(end.chevrons);
    expect(under.has(m.to)).toBe(true);
    expect(under.has(m.from)).toBe(false);
    expect(under.size).toBe(r.state.chevrons.length);
    // Half way: between the fields, the target not yet claimed.
    const travel = beat?.kind === 'move' ? beat.timeline[0] : undefined;
    const mid = displayAt(r.state, before, beat, (travel?.ms ?? 0) / 2);
    expect(mid.colours[m.to]).toBe(before.colours[m.to]);
    // On arrival the target's mark starts dropping, and has landed when the beat is over.
    const marker =
      beat?.kind === 'move' ? beat.timeline.find((t) => t.effect.type === 'marker') : undefined;
    if (marker) {
      const dropping = displayAt(r.state, before, beat, marker.at + marker.ms / 2);
      expect(dropping.dropping.get(m.to)).toBeGreaterThan(0);
      expect(dropping.dropping.get(m.to)).toBeLessThan(1);
      expect(end.dropping.size).toBe(0);
    }
  });

  it('shows the position at rest', () => {
    const s = newGame(4);
    const d = displayAt(s, null, null, 0);
    expect(d.moving).toBe(false);
    expect(d.chevrons).toHaveLength(s.chevrons.length);
  });
});
