// The confirm step says what a move turns: the fields a connection change claims (exactly those it claims), or a jump's none.
import { describe, expect, it } from 'vitest';
import { sendPerson } from '../../../../statecharts/azacru/person';
import { isOver, startAzacru } from '../../../../statecharts/azacru/headless';
import {
  selectChoiceEffect,
  selectChosenFacing,
  selectMyTurn,
  selectPosition,
  selectSelection,
} from '../../../../src/games/azacru/view/selectors';
import { passedFields } from '../../../../src/games/azacru/rules/fields';
import { choiceEffectText } from '../../../../src/games/azacru/ui/choice-effect-text';
import type { TFunction } from '../../../../src/games/azacru/texts';
import type { MoveKind } from '../../../../src/games/azacru/rules/moves';

const seats = [{ kind: 'person' as const }, { kind: 'bot' as const, skill: 'random' }];

describe('the effect of the chosen move', () => {
  it('names exactly the fields the move turns to the person, for every kind of move', () => {
    const seen: Record<MoveKind, number> = {
      plain: 0,
      'connection change': 0,
      removal: 0,
      'connection jump': 0,
    };
    for (let seed = 1; seed <= 60; seed += 1) {
      const run = startAzacru({ config: { players: 2, seed, seats, pace: 'instant' } });
      const snap = () => run.actor.getSnapshot();
      for (let turn = 0; turn < 80; turn += 1) {
        run.clock.runUntil(() => isOver(run) || selectMyTurn(snap()), 1_000_000);
        if (isOver(run) || !selectMyTurn(snap())) break;
        const legal = snap().context.legal;
        // The rarer kinds first, so that each is met; otherwise any move.
        const move =
          legal.find((m) => m.kind === 'removal') ??
          legal.find((m) => m.kind === 'connection jump') ??
          legal.find((m) => m.kind === 'connection change') ??
          legal[(seed * 7 + turn) % legal.length];
        if (!move) break;
        expect(selectChoiceEffect(snap())).toBeNull();
        sendPerson(run.actor, { type: 'SELECT_CHEVRON', player: 0, field: move.from });
        sendPerson(run.actor, { type: 'SELECT_TARGET', player: 0, field: move.to });
        if (selectSelection(snap()).stage === 'twist')
          sendPerson(run.actor, { type: 'SELECT_TWIST', player: 0, twist: move.twist ?? 'none' });
        const effect = selectChoiceEffect(snap());
        expect(effect?.kind).toBe(move.kind);
        // The board previews the chevron on its target, unless the move takes it off the board.
        if (move.kind === 'removal') expect(selectChosenFacing(snap())).toBeNull();
        else expect(selectChosenFacing(snap())).not.toBeNull();
        const before = selectPosition(snap()).colours;
        sendPerson(run.actor, { type: 'CONFIRM', player: 0 });
        const after = selectPosition(snap()).colours;
        const turned = after.flatMap((c, f) =>
          c === 0 && before[f] !== 0 && f !== move.to ? [f] : [],
        );
        expect([...(effect?.gains ?? [])].sort((a, b) => a - b)).toEqual(turned);
        if (move.kind === 'connection change' || move.kind === 'removal')
          expect(passedFields(move.from, move.direction, move.distance)).toEqual(
            expect.arrayContaining([...(effect?.gains ?? [])]),
          );
        seen[move.kind] += 1;
      }
      run.actor.stop();
      if (Object.values(seen).every((n) => n > 0)) break;
    }
    expect(seen.plain).toBeGreaterThan(0);
    expect(seen['connection change']).toBeGreaterThan(0);
    expect(seen.removal).toBeGreaterThan(0);
    expect(seen['connection jump']).toBeGreaterThan(0);
  });

  it('is said in one sentence per language, fields listed as the language lists them', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      `${key}|${String(values?.fields ?? '')}`) as unknown as TFunction;
    const gains = [40, 41, 42];
    expect(choiceEffectText(t, { kind: 'connection change', gains }, 'en')).toBe(
      'azacru.prompt.gains|e5, f5, and g5',
    );
    expect(choiceEffectText(t, { kind: 'removal', gains }, 'de')).toBe(
      'azacru.prompt.gainsRemoval|e5, f5 und g5',
    );
    expect(choiceEffectText(t, { kind: 'connection change', gains: [40] }, 'fr')).toBe(
      'azacru.prompt.gainsOne|e5',
    );
    expect(choiceEffectText(t, { kind: 'connection jump', gains: [] }, 'en')).toBe(
      'azacru.prompt.jump|',
    );
    expect(choiceEffectText(t, { kind: 'plain', gains: [] }, 'en')).toBe('');
    expect(choiceEffectText(t, { kind: 'connection change', gains: [] }, 'en')).toBe('');
    expect(choiceEffectText(t, null, 'en')).toBe('');
  });
});
