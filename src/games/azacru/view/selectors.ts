// The AZACRU view model: what the board and the overlay show, as narrow selectors over the table snapshot.
import * as T from '../../../../statecharts/azacru/selectors';
import type { Selection } from '../../../../statecharts/azacru/choice';
import type { TwistChoice } from '../../../../statecharts/azacru/person-events';
import type { Beat } from '../../../../statecharts/azacru/beats';
import { MAX_CHEVRONS } from '../rules/board';
import { passedFields } from '../rules/fields';
import { facingOf, type LegalMove } from '../rules/flow';
import { KIND_NAMES, type MoveKind } from '../rules/moves';
import { power } from '../rules/generate';
import { type AzacruState, boardOf, type Chevron } from '../rules/state';
import { PERSON } from '../game';

export type { AzacruSnapshot as TableSnapshot } from '../../../../statecharts/azacru/selectors';
export type { Selection, TwistChoice, Beat };
type S = T.AzacruSnapshot;

export const selectStage = T.selectStage;
export const selectPosition = T.selectPosition;
export const selectBefore = T.selectBefore;
export const selectBeat = T.selectBeat;
export const selectToMove = T.selectToMove;
export const selectSelection = T.selectSelection;
export const selectFinalRound = T.selectFinalRound;
export const selectWinners = T.selectWinners;
export const selectLastRefusal = T.selectLastRefusal;
export const selectSave = T.selectSave;
export const selectLegal = T.selectLegal;
export const selectIsOver = (s: S): boolean => T.selectStage(s) === 'over';
/** The player whose pass triggered the end, or null (the end is not triggered yet). */
export const selectEndTrigger = (s: S): number | null => T.selectPosition(s).endTriggeredBy;
/** Is the person to choose now (their turn, nothing on show)? */
export const selectMyTurn = (s: S): boolean => T.selectPersonToMove(s);

/** Each player's fields (score) and chevrons left, as one comparable string-free list. */
export interface PlayerLine {
  readonly markers: number;
  readonly chevrons: number;
}
export function selectPlayerLines(s: S): PlayerLine[] {
  const state = T.selectPosition(s);
  const scores = T.selectScores(s);
  return scores.map((markers, p) => ({
    markers,
    chevrons: state.chevrons.filter((c) => c.player === p).length,
  }));
}
export const samePlayerLines = (a: readonly PlayerLine[], b: readonly PlayerLine[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => x.markers === b[i]?.markers && x.chevrons === b[i]?.chevrons);

/** The player thinking now (a bot), or null. */
export const selectThinkingPlayer = (s: S): number | null => T.selectThinking(s)?.player ?? null;

/** The kind of each legal target of the selected chevron (the strongest kind where twists differ). */
export function targetKinds(legal: readonly LegalMove[], from: number): Map<number, MoveKind> {
  const rank: Record<MoveKind, number> = {
    plain: 0,
    'connection change': 1,
    'connection jump': 2,
    removal: 3,
  };
  const out = new Map<number, MoveKind>();
  for (const m of legal) {
    if (m.from !== from) continue;
    const had = out.get(m.to);
    if (had === undefined || rank[m.kind] > rank[had]) out.set(m.to, m.kind);
  }
  return out;
}

/** The fields of the person's chevrons that have a legal move (what a tap may pick). */
export function movableChevrons(legal: readonly LegalMove[]): number[] {
  const out: number[] = [];
  for (const m of legal) if (!out.includes(m.from)) out.push(m.from);
  return out;
}

/** What the board lights for the person: movable chevrons, the selected one, targets by kind, the chosen target. */
export interface Highlights {
  readonly movable: readonly number[];
  readonly selected: number | null;
  readonly targets: ReadonlyMap<number, MoveKind>;
  readonly chosen: number | null;
  /** The move is chosen whole (its turn too): only Move, or a tap on its target again, plays it. */
  readonly confirming: boolean;
}
const NO_HIGHLIGHTS: Highlights = {
  movable: [],
  selected: null,
  targets: new Map(),
  chosen: null,
  confirming: false,
};

export function selectHighlights(s: S): Highlights {
  if (!T.selectPersonToMove(s)) return NO_HIGHLIGHTS;
  const legal = T.selectLegal(s);
  const sel = T.selectSelection(s);
  if (sel.stage === 'chevron') return { ...NO_HIGHLIGHTS, movable: movableChevrons(legal) };
  return {
    movable: movableChevrons(legal),
    selected: sel.from,
    targets: targetKinds(legal, sel.from),
    chosen: sel.stage === 'target' ? null : sel.to,
    confirming: sel.stage === 'confirm',
  };
}
/**
 * The kinds of ring lit for the selected chevron's targets, in the rules' order, while the person
 * picks a target; none when every ring is a plain move's (the overlay's key explains only colour).
 */
export function selectRingKinds(s: S): readonly MoveKind[] {
  if (!T.selectPersonToMove(s)) return [];
  const sel = T.selectSelection(s);
  if (sel.stage !== 'target') return [];
  const lit = new Set(targetKinds(T.selectLegal(s), sel.from).values());
  if (![...lit].some((k) => k !== 'plain')) return [];
  return KIND_NAMES.filter((k) => lit.has(k));
}
export const sameKinds = (a: readonly MoveKind[], b: readonly MoveKind[]): boolean =>
  a.join() === b.join();

export const sameHighlights = (a: Highlights, b: Highlights): boolean =>
  a.selected === b.selected &&
  a.chosen === b.chosen &&
  a.confirming === b.confirming &&
  a.movable.join() === b.movable.join() &&
  [...a.targets].join() === [...b.targets].join();

/** The move the person's choice would play, with its kind, once a target is chosen. */
export function choiceMove(legal: readonly LegalMove[], sel: Selection): LegalMove | null {
  if (sel.stage !== 'twist' && sel.stage !== 'confirm') return null;
  const twist = sel.stage === 'confirm' ? sel.twist : 'none';
  return (
    legal.find((m) => m.from === sel.from && m.to === sel.to && (m.twist ?? 'none') === twist) ??
    null
  );
}

/**
 * What the chosen move does: the target it claims (null when it is the person's already), the fields
 * a connection change would turn to the person's colour (with the chevron's removal or not), or a
 * connection jump that changes nothing between. Null before a target is chosen.
 */
export interface ChoiceEffect {
  readonly kind: MoveKind;
  readonly claims: number | null;
  readonly gains: readonly number[];
}
export function selectChoiceEffect(s: S): ChoiceEffect | null {
  const m = choiceMove(T.selectLegal(s), T.selectSelection(s));
  if (!m) return null;
  const colours = T.selectPosition(s).colours;
  const claims = colours[m.to] === PERSON ? null : m.to;
  if (m.kind !== 'connection change' && m.kind !== 'removal')
    return { kind: m.kind, claims, gains: [] };
  const gains = passedFields(m.from, m.direction, m.distance).filter((f) => colours[f] !== PERSON);
  return { kind: m.kind, claims, gains };
}
export const sameChoiceEffect = (a: ChoiceEffect | null, b: ChoiceEffect | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.kind === b.kind &&
    a.claims === b.claims &&
    a.gains.join() === b.gains.join());

/**
 * Where the chosen chevron will face on its target, as the choice stands (straight on until a twist
 * is picked), for the board's preview; null before a target is chosen, or when the move removes it.
 */
export function selectChosenFacing(s: S): number | null {
  const m = choiceMove(T.selectLegal(s), T.selectSelection(s));
  return m && m.kind !== 'removal' ? facingOf(m) : null;
}

/**
 * Where the chosen chevron would face after each twist the chosen move offers (0..7 clockwise from
 * north), left to right: what the twist buttons show before the person picks one. Null before a
 * target is chosen.
 */
export function selectTwistFacings(
  s: S,
): { readonly twist: TwistChoice; readonly facing: number }[] | null {
  const sel = T.selectSelection(s);
  if (sel.stage !== 'twist' && sel.stage !== 'confirm') return null;
  const out: { twist: TwistChoice; facing: number }[] = [];
  for (const twist of ['left', 'none', 'right'] as const) {
    const m = T.selectLegal(s).find(
      (x) => x.from === sel.from && x.to === sel.to && (x.twist ?? 'none') === twist,
    );
    if (m) out.push({ twist, facing: facingOf(m) });
  }
  return out;
}
export const sameTwistFacings = (
  a: ReturnType<typeof selectTwistFacings>,
  b: ReturnType<typeof selectTwistFacings>,
): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The person's chevrons left on the board (of at most MAX_CHEVRONS). */
export const chevronsOf = (state: AzacruState, player: number): Chevron[] =>
  state.chevrons.filter((c) => c.player === player);
export const CHEVRONS_AT_START = MAX_CHEVRONS;
export { PERSON };

/** The power of the person's selected chevron (how far it may go), or null when none is selected. */
export function selectSelectedPower(s: S): number | null {
  const sel = T.selectSelection(s);
  if (sel.stage === 'chevron' || !T.selectPersonToMove(s)) return null;
  return power(boardOf(T.selectPosition(s)), PERSON, sel.from);
}

/** The person's result once the game is over: a win (shared or not) and their fields. */
export function selectPersonResult(s: S): { won: boolean; markers: number } {
  return {
    won: T.selectWinners(s).includes(PERSON),
    markers: T.selectScores(s)[PERSON] ?? 0,
  };
}
