// Why a tap changed nothing (an opponent's chevron, a field the picked chevron cannot reach, ...): a note chosen from the view model and the tapped field.
import * as T from '../../../../statecharts/azacru/selectors';
import { PERSON } from '../game';
import { type AzacruState, boardOf } from '../rules/state';
import { type MoveRefusal, moveRefusal } from '../rules/why-not';
import { type Highlights, selectHighlights } from './selectors';
import { tapAction } from './tap';

/** What the tap touched and why nothing happened; the overlay words it. */
export type TapNote =
  | { readonly kind: 'notYours'; readonly field: number; readonly owner: number }
  | {
      readonly kind: 'unreachable';
      readonly from: number;
      readonly to: number;
      /** The rule the move would break (null: none the rules name, the field is simply not lit). */
      readonly why: MoveRefusal | null;
    }
  | { readonly kind: 'stuck'; readonly field: number }
  | { readonly kind: 'noChevron'; readonly field: number }
  /** Not the person's turn: who is moving (null: the person, once the last moves are shown). */
  | { readonly kind: 'wait'; readonly field: number; readonly mover: number | null };

/** The view model a tap is judged by: the person's turn, the lit fields, whose chevron stands where. */
export interface TapView {
  readonly mine: boolean;
  /** Who is to move (null: nobody), and whether the game is over (then no tap is answered). */
  readonly toMove: number | null;
  readonly over: boolean;
  readonly highlights: Highlights;
  /** The owner of the chevron on each occupied field. */
  readonly chevrons: ReadonlyMap<number, number>;
  /** The position, for the rule an unreachable field breaks. */
  readonly position: AzacruState;
}

export function selectTapView(s: T.AzacruSnapshot): TapView {
  return {
    mine: T.selectPersonToMove(s),
    toMove: T.selectToMove(s),
    over: T.selectStage(s) === 'over',
    highlights: selectHighlights(s),
    chevrons: new Map(T.selectPosition(s).chevrons.map((c) => [c.field, c.player])),
    position: T.selectPosition(s),
  };
}

/**
 * The note for a tap that does nothing, or null (the tap acts, is off the board, or the game is
 * over). Out of turn it says who is moving: a newcomer's tap on a chevron while a bot moved did
 * nothing, and their next tap, meant for a target, was taken for a chevron.
 */
export function tapNote(v: TapView, field: number): TapNote | null {
  if (field < 0 || v.over) return null;
  if (!v.mine) return { kind: 'wait', field, mover: v.toMove === PERSON ? null : v.toMove };
  if (tapAction(v.highlights, field).kind !== 'none') return null;
  const owner = v.chevrons.get(field);
  if (owner === PERSON) return { kind: 'stuck', field };
  const from = v.highlights.selected;
  // With a chevron picked, a tap on another's chevron is a target it cannot reach (the field is
  // taken), not a chevron to move: "That chevron is Wren's" misled a newcomer choosing where to go.
  if (owner !== undefined && from === null) return { kind: 'notYours', field, owner };
  if (from === null) return { kind: 'noChevron', field };
  const why = moveRefusal(boardOf(v.position), PERSON, from, field);
  return { kind: 'unreachable', from, to: field, why };
}

/** The field a note is about (the one tapped). */
export const noteField = (note: TapNote): number =>
  note.kind === 'unreachable' ? note.to : note.field;
