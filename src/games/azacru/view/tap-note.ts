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
  | { readonly kind: 'noChevron'; readonly field: number };

/** The view model a tap is judged by: the person's turn, the lit fields, whose chevron stands where. */
export interface TapView {
  readonly mine: boolean;
  readonly highlights: Highlights;
  /** The owner of the chevron on each occupied field. */
  readonly chevrons: ReadonlyMap<number, number>;
  /** The position, for the rule an unreachable field breaks. */
  readonly position: AzacruState;
}

export function selectTapView(s: T.AzacruSnapshot): TapView {
  return {
    mine: T.selectPersonToMove(s),
    highlights: selectHighlights(s),
    chevrons: new Map(T.selectPosition(s).chevrons.map((c) => [c.field, c.player])),
    position: T.selectPosition(s),
  };
}

/** The note for a tap that does nothing on the person's turn, or null (the tap acts, or is off the board). */
export function tapNote(v: TapView, field: number): TapNote | null {
  if (!v.mine || field < 0) return null;
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
