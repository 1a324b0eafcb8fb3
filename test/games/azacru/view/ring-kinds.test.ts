// The rings' key under the prompt: while the person picks a target, exactly the kinds lit for the chosen chevron, in the rules' order; nothing when all are plain moves or at another step.
import { describe, expect, it } from 'vitest';
import { sendPerson } from '../../../../statecharts/azacru/person';
import { isOver, startAzacru } from '../../../../statecharts/azacru/headless';
import {
  selectMyTurn,
  selectRingKinds,
  selectSelection,
} from '../../../../src/games/azacru/view/selectors';
import { KIND_NAMES, type MoveKind } from '../../../../src/games/azacru/rules/moves';

const seats = [{ kind: 'person' as const }, { kind: 'bot' as const, skill: 'random' }];

describe("the rings' key", () => {
  it('names the kinds lit for the chosen chevron, only while a target is picked', () => {
    const keyed = new Set<MoveKind>();
    let plainOnly = 0;
    for (let seed = 1; seed <= 30; seed += 1) {
      const run = startAzacru({ config: { players: 2, seed, seats, pace: 'instant' } });
      const snap = () => run.actor.getSnapshot();
      for (let turn = 0; turn < 80; turn += 1) {
        run.clock.runUntil(() => isOver(run) || selectMyTurn(snap()), 1_000_000);
        if (isOver(run) || !selectMyTurn(snap())) break;
        const legal = snap().context.legal;
        const move =
          legal.find((m) => m.kind === 'removal') ??
          legal.find((m) => m.kind === 'connection jump') ??
          legal.find((m) => m.kind === 'connection change') ??
          legal[(seed * 7 + turn) % legal.length];
        if (!move) break;
        // Picking a chevron: no key.
        expect(selectRingKinds(snap())).toEqual([]);
        sendPerson(run.actor, { type: 'SELECT_CHEVRON', player: 0, field: move.from });
        const lit = new Set(legal.filter((m) => m.from === move.from).map((m) => m.kind));
        const kinds = selectRingKinds(snap());
        if ([...lit].every((k) => k === 'plain')) {
          expect(kinds).toEqual([]);
          plainOnly += 1;
        } else {
          // Each target's ring shows its strongest kind, so a kind met only under a stronger one
          // at the same target is not lit; every kind keyed is lit, in the rules' order.
          for (const k of kinds) expect(lit.has(k)).toBe(true);
          expect(kinds).toEqual(KIND_NAMES.filter((k) => kinds.includes(k)));
          expect(kinds).toContain(move.kind);
          for (const k of kinds) keyed.add(k);
        }
        sendPerson(run.actor, { type: 'SELECT_TARGET', player: 0, field: move.to });
        // The target chosen: the key gives way to the move's own effect.
        expect(selectRingKinds(snap())).toEqual([]);
        if (selectSelection(snap()).stage === 'twist')
          sendPerson(run.actor, { type: 'SELECT_TWIST', player: 0, twist: move.twist ?? 'none' });
        sendPerson(run.actor, { type: 'CONFIRM', player: 0 });
      }
    }
    expect(plainOnly).toBeGreaterThan(0);
    expect([...keyed].sort()).toEqual([...KIND_NAMES].sort());
  });
});
