// The confirm step says what a move turns: the target a move claims, the fields a connection change claims (exactly those), or a jump's none.
import { describe, expect, it } from 'vitest';
import {
  selectChoiceEffect,
  selectChosenFacing,
  selectPosition,
} from '../../../../src/games/azacru/view/selectors';
import { passedFields } from '../../../../src/games/azacru/rules/fields';
import { choiceEffectText } from '../../../../src/games/azacru/ui/choice-effect-text';
import type { TFunction } from '../../../../src/games/azacru/texts';
import type { MoveKind } from '../../../../src/games/azacru/rules/moves';
import { playPersonTurns } from './person-turns';

describe('the effect of the chosen move', () => {
  it('names exactly the fields the move turns to the person, for every kind of move', () => {
    const seen: Record<MoveKind, number> = {
      plain: 0,
      'connection change': 0,
      removal: 0,
      'connection jump': 0,
    };
    // The effect told at the confirm step, checked against the move once made.
    let gains: readonly number[] = [];
    let claims: number | null = null;
    let claimed = 0;
    playPersonTurns(60, {
      start: (run) => expect(selectChoiceEffect(run.actor.getSnapshot())).toBeNull(),
      chosen: (run, move) => {
        const effect = selectChoiceEffect(run.actor.getSnapshot());
        expect(effect?.kind).toBe(move.kind);
        // The board previews the chevron on its target, unless the move takes it off the board.
        if (move.kind === 'removal') expect(selectChosenFacing(run.actor.getSnapshot())).toBeNull();
        else expect(selectChosenFacing(run.actor.getSnapshot())).not.toBeNull();
        gains = effect?.gains ?? [];
        claims = effect?.claims ?? null;
      },
      moved: (run, move, before) => {
        const after = selectPosition(run.actor.getSnapshot()).colours;
        const turned = after.flatMap((c, f) =>
          c === 0 && before[f] !== 0 && f !== move.to ? [f] : [],
        );
        expect([...gains].sort((a, b) => a - b)).toEqual(turned);
        // The target is told as claimed exactly when it was not the person's before.
        expect(after[move.to]).toBe(0);
        expect(claims).toBe(before[move.to] === 0 ? null : move.to);
        if (claims !== null) claimed += 1;
        if (move.kind === 'connection change' || move.kind === 'removal')
          expect(passedFields(move.from, move.direction, move.distance)).toEqual(
            expect.arrayContaining([...gains]),
          );
        seen[move.kind] += 1;
      },
      done: () => Object.values(seen).every((n) => n > 0),
    });
    expect(seen.plain).toBeGreaterThan(0);
    expect(seen['connection change']).toBeGreaterThan(0);
    expect(seen.removal).toBeGreaterThan(0);
    expect(seen['connection jump']).toBeGreaterThan(0);
    expect(claimed).toBeGreaterThan(0);
  });

  it('is said in one sentence per language, fields listed as the language lists them', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      `${key}|${String(values?.fields ?? values?.field ?? '')}`) as unknown as TFunction;
    const gains = [40, 41, 42];
    expect(choiceEffectText(t, { kind: 'connection change', claims: null, gains }, 'en')).toBe(
      'azacru.prompt.gains|e5, f5, and g5',
    );
    expect(choiceEffectText(t, { kind: 'removal', claims: 43, gains }, 'de')).toBe(
      'azacru.prompt.gainsRemoval|e5, f5 und g5',
    );
    expect(choiceEffectText(t, { kind: 'connection change', claims: 43, gains: [40] }, 'fr')).toBe(
      'azacru.prompt.gainsOne|e5',
    );
    expect(choiceEffectText(t, { kind: 'connection jump', claims: 43, gains: [] }, 'en')).toBe(
      'azacru.prompt.jump|',
    );
    // A move that gains only its target says so; one that gains nothing new says nothing.
    expect(choiceEffectText(t, { kind: 'plain', claims: 43, gains: [] }, 'en')).toBe(
      'azacru.prompt.claims|h5',
    );
    expect(choiceEffectText(t, { kind: 'connection change', claims: 43, gains: [] }, 'en')).toBe(
      'azacru.prompt.claims|h5',
    );
    expect(choiceEffectText(t, { kind: 'plain', claims: null, gains: [] }, 'en')).toBe('');
    expect(choiceEffectText(t, { kind: 'connection change', claims: null, gains: [] }, 'en')).toBe(
      '',
    );
    expect(choiceEffectText(t, null, 'en')).toBe('');
  });
});
