// A tap that does nothing says why: whose chevron it is, or which field the picked chevron cannot reach; the pick stays, the note goes once the choice changes.
import { describe, expect, it } from 'vitest';
import { startAzacru } from '../../../../statecharts/azacru/headless';
import en from '../../../../src/games/azacru/texts/en.json';
import { fieldIndex } from '../../../../src/games/azacru/rules/fields';
import { newGame } from '../../../../src/games/azacru/rules/state';
import { tapNoteText } from '../../../../src/games/azacru/ui/tap-note-text';
import { answerTap } from '../../../../src/games/azacru/view/answer-tap';
import type { Highlights } from '../../../../src/games/azacru/view/selectors';
import { selectPosition, selectSelection } from '../../../../src/games/azacru/view/selectors';
import { selectTapView, tapNote, type TapView } from '../../../../src/games/azacru/view/tap-note';
import { currentNote, TapNotes } from '../../../../src/games/azacru/view/tap-notes';
import type { TFunction } from '../../../../src/games/azacru/texts';

const f = fieldIndex;
const seats = [{ kind: 'person' as const }, { kind: 'bot' as const, skill: 'random' }];

/** en's words with their placeholders filled, as the app's translator fills them. */
const t = ((key: string, values?: Readonly<Record<string, string | number | undefined>>) => {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values?.[k] ?? ''));
}) as TFunction;
const names = ['You', 'Wren'];
const nameOf = (p: number) => names[p] ?? '?';

const view = (
  h: Partial<Highlights>,
  chevrons: [number, number][],
  mine = true,
  toMove: number | null = mine ? 0 : 1,
  over = false,
): TapView => ({
  mine,
  toMove,
  over,
  highlights: {
    movable: [f('e1')],
    selected: null,
    targets: new Map(),
    chosen: null,
    confirming: false,
    ...h,
  },
  chevrons: new Map(chevrons),
  // The 2-player set-up: the person's chevrons on a3 (facing E), e1 (N), i3 (W) and i9 (SW).
  position: newGame(2),
});

describe('the note for a tap that does nothing', () => {
  const board: [number, number][] = [
    [f('e1'), 0],
    [f('a3'), 0],
    [f('e9'), 1],
  ];

  it("an opponent's chevron: whose it is and which colour is yours", () => {
    const note = tapNote(view({}, board), f('e9'));
    expect(note).toEqual({ kind: 'notYours', field: f('e9'), owner: 1 });
    expect(tapNoteText(t, note!, nameOf)).toBe(
      "That chevron is Wren's (blue, squares): tap one of yours (red, discs).",
    );
    // With a chevron picked the person is choosing where to go: the field is out of its reach,
    // taken ("That chevron is Wren's" misled a newcomer there).
    const picked = view({ selected: f('e1'), targets: new Map([[f('e2'), 'plain']]) }, board);
    const taken = tapNote(picked, f('e9'));
    expect(taken).toMatchObject({ kind: 'unreachable', from: f('e1'), to: f('e9') });
    expect(tapNoteText(t, taken!, nameOf)).toBe(
      'Your chevron on e1 cannot reach e9: e9 is 8 fields away, and its power is 1. Tap a lit field.',
    );
  });

  it('a field the picked chevron cannot reach: from where, to where, and to tap a lit field', () => {
    const picked = view({ selected: f('e1'), targets: new Map([[f('e2'), 'plain']]) }, board);
    const note = tapNote(picked, f('g7'));
    expect(note).toEqual({
      kind: 'unreachable',
      from: f('e1'),
      to: f('g7'),
      why: { rule: 'notStraight' },
    });
    expect(tapNoteText(t, note!, nameOf)).toBe(
      'Your chevron on e1 cannot reach g7: g7 is not in a straight line from it. Tap a lit field.',
    );
    // A field the rules name no reason for (not lit all the same): the plain note.
    expect(
      tapNoteText(t, { kind: 'unreachable', from: f('e1'), to: f('g7'), why: null }, nameOf),
    ).toBe('Your chevron on e1 cannot reach g7: tap a lit field.');
  });

  it("says why a field is out of reach, in the rules' words: too far, wrong direction, in the way", () => {
    const picked = view({ selected: f('e1'), targets: new Map([[f('e2'), 'plain']]) }, board);
    const say = (to: string) => tapNoteText(t, tapNote(picked, f(to))!, nameOf);
    expect(say('e3')).toBe(
      'Your chevron on e1 cannot reach e3: e3 is 2 fields away, and its power is 1. Tap a lit field.',
    );
    expect(say('d1')).toBe(
      'Your chevron on e1 cannot reach d1: it goes only straight ahead or 45° to a side. Tap a lit field.',
    );
    const blocked = { kind: 'unreachable', from: f('e5'), to: f('e7') } as const;
    expect(
      tapNoteText(
        t,
        { ...blocked, why: { rule: 'blocked', by: f('e6'), notYours: 'from' } },
        nameOf,
      ),
    ).toBe(
      'Your chevron on e5 cannot reach e7: e6 is in the way; a connection jump needs e5 to be yours. Tap a lit field.',
    );
    expect(tapNoteText(t, { ...blocked, why: { rule: 'rivalColour', owner: 1 } }, nameOf)).toBe(
      "Your chevron on e5 cannot reach e7: e7 has Wren's colour. Tap a lit field.",
    );
  });

  it('an own chevron without a move, and an empty field before any pick', () => {
    expect(tapNote(view({}, board), f('a3'))).toEqual({ kind: 'stuck', field: f('a3') });
    expect(tapNote(view({}, board), f('d5'))).toEqual({ kind: 'noChevron', field: f('d5') });
    expect(tapNoteText(t, { kind: 'noChevron', field: f('d5') }, nameOf)).toBe(
      'No chevron of yours on d5: tap one of your ringed chevrons (red, discs).',
    );
  });

  it('no note for a tap that acts, off the board, or once the game is over', () => {
    const picked = view({ selected: f('e1'), targets: new Map([[f('e2'), 'plain']]) }, board);
    expect(tapNote(picked, f('e2'))).toBeNull();
    expect(tapNote(picked, f('e1'))).toBeNull();
    expect(tapNote(view({}, board), f('e1'))).toBeNull();
    expect(tapNote(view({}, board), -1)).toBeNull();
    expect(tapNote(view({}, board, false, null, true), f('e1'))).toBeNull();
  });

  it('out of turn: who is moving, or that the last moves are still being shown', () => {
    // A newcomer tapped a chevron while a bot moved: nothing happened, and their next tap, meant
    // for a target, was taken for a chevron ("No chevron of yours on g8").
    const waiting = tapNote(view({}, board, false, 1), f('e1'));
    expect(waiting).toEqual({ kind: 'wait', field: f('e1'), mover: 1 });
    expect(tapNoteText(t, waiting!, nameOf)).toBe('Wren is moving: wait for your turn.');
    const shown = tapNote(view({}, board, false, 0), f('e1'));
    expect(shown).toEqual({ kind: 'wait', field: f('e1'), mover: null });
    expect(tapNoteText(t, shown!, nameOf)).toBe(
      'Your turn comes once the last moves are shown: a moment.',
    );
  });

  it('on a running table: the pick stays after an unreachable tap, and the note lasts until the choice changes', () => {
    const run = startAzacru({ config: { players: 2, seed: 7, seats, pace: 'instant' } });
    const snap = () => run.actor.getSnapshot();
    const notes = new TapNotes();
    const now = () => currentNote(notes.value, selectSelection(snap()), selectPosition(snap()));
    const rival = selectPosition(snap()).chevrons.find((c) => c.player === 1)!.field;
    answerTap(run, notes, rival);
    expect(now()?.note).toEqual({ kind: 'notYours', field: rival, owner: 1 });
    expect(tapNote(selectTapView(snap()), rival)?.kind).toBe('notYours');

    const move = snap().context.legal[0]!;
    answerTap(run, notes, move.from);
    expect(now()).toBeNull();
    expect(selectSelection(snap())).toMatchObject({ stage: 'target', from: move.from });
    const targets = new Set(
      snap()
        .context.legal.filter((m) => m.from === move.from)
        .map((m) => m.to),
    );
    const away = [...Array(81).keys()].find(
      (x) => !targets.has(x) && !selectPosition(snap()).chevrons.some((c) => c.field === x),
    )!;
    answerTap(run, notes, away);
    expect(now()?.note).toMatchObject({ kind: 'unreachable', from: move.from, to: away });
    // The reason comes from the rules: the position as it stands names the rule the move breaks.
    expect(now()?.note).toHaveProperty('why.rule');
    expect(selectSelection(snap())).toMatchObject({ stage: 'target', from: move.from });
    const seq = now()?.seq;
    answerTap(run, notes, away);
    expect(now()?.seq).toBe((seq ?? 0) + 1);

    answerTap(run, notes, move.to);
    expect(now()).toBeNull();
    expect(selectSelection(snap()).stage).not.toBe('target');
    run.actor.stop();
  });
});
