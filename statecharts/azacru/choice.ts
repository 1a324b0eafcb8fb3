// A person's move, chosen in steps: a chevron, a target, a twist, then confirmed; any step may be changed or cancelled.
import type { MoveEvent } from '../../src/games/azacru/rules/events';
import { fieldName } from '../../src/games/azacru/rules/fields';
import { type LegalMove, step } from '../../src/games/azacru/rules/flow';
import type { Twist } from '../../src/games/azacru/rules/moves';
import type { AzacruState } from '../../src/games/azacru/rules/state';
import type { ChoiceEvent, TwistChoice } from './person-events';

/** The person's choice so far. `targets` and `twists` are what the next step may pick. */
export type Selection =
  | { readonly stage: 'chevron' }
  | { readonly stage: 'target'; readonly from: number; readonly targets: readonly number[] }
  | {
      readonly stage: 'twist';
      readonly from: number;
      readonly targets: readonly number[];
      readonly to: number;
      readonly twists: readonly TwistChoice[];
    }
  | {
      readonly stage: 'confirm';
      readonly from: number;
      readonly targets: readonly number[];
      readonly to: number;
      readonly twists: readonly TwistChoice[];
      readonly twist: TwistChoice;
    };

export type Stage = Selection['stage'];
export const NO_SELECTION: Selection = { stage: 'chevron' };

/** Why a choice is refused (the flow's own codes where the flow's rule is the reason). */
export type ChoiceRefusalCode =
  | 'no-chevron'
  | 'not-yours'
  | 'cannot-move'
  | 'not-a-legal-target'
  | 'twist-not-allowed'
  | 'nothing-selected';

export type ChoiceResult =
  | { readonly ok: true; readonly selection: Selection; readonly move?: undefined }
  | { readonly ok: true; readonly move: MoveEvent; readonly selection?: undefined }
  | { readonly ok: false; readonly code: ChoiceRefusalCode; readonly reason: string };

const refuse = (code: ChoiceRefusalCode, reason: string): ChoiceResult => ({
  ok: false,
  code,
  reason,
});
const twistOf = (m: LegalMove): TwistChoice => m.twist ?? 'none';
const flowTwist = (t: TwistChoice): Twist | undefined => (t === 'none' ? undefined : t);

/** The targets of the chevron on `from`, each once, in the flow's order. */
export function targetsOf(legal: readonly LegalMove[], from: number): number[] {
  const out: number[] = [];
  for (const m of legal) if (m.from === from && !out.includes(m.to)) out.push(m.to);
  return out;
}

/** The twists a move from `from` to `to` may take: none, and left and right when it crosses a border. */
export function twistsOf(legal: readonly LegalMove[], from: number, to: number): TwistChoice[] {
  return legal.filter((m) => m.from === from && m.to === to).map(twistOf);
}

function moveEvent(player: number, from: number, to: number, twist: TwistChoice): MoveEvent {
  const t = flowTwist(twist);
  return { type: 'MOVE', player, from, to, ...(t ? { twist: t } : {}) };
}

/** The flow's reason for refusing a move (it judges, the choice only asks). */
function flowReason(state: AzacruState, move: MoveEvent): string {
  const r = step(state, move);
  return r.ok ? 'not a choice of this step' : r.refusal.message;
}

function pickTarget(
  state: AzacruState,
  legal: readonly LegalMove[],
  from: number,
  targets: readonly number[],
  to: number,
  player: number,
): ChoiceResult {
  if (!targets.includes(to)) {
    return refuse('not-a-legal-target', flowReason(state, moveEvent(player, from, to, 'none')));
  }
  const twists = twistsOf(legal, from, to);
  return twists.length > 1
    ? { ok: true, selection: { stage: 'twist', from, targets, to, twists } }
    : { ok: true, selection: { stage: 'confirm', from, targets, to, twists, twist: 'none' } };
}

/**
 * The next selection (or the move to play, on CONFIRM) after a person's choice event. `legal` are
 * the legal moves of `state`, and the event's player is the player to move (the table checks both).
 */
export function choose(
  state: AzacruState,
  legal: readonly LegalMove[],
  selection: Selection,
  event: ChoiceEvent,
): ChoiceResult {
  const s = selection;
  const player = event.player;
  switch (event.type) {
    case 'SELECT_CHEVRON': {
      const field = event.field;
      const chevron = state.chevrons.find((c) => c.field === field);
      if (!chevron) return refuse('no-chevron', `no chevron on ${fieldName(field)}`);
      if (chevron.player !== player) {
        return refuse(
          'not-yours',
          `the chevron on ${fieldName(field)} belongs to player ${chevron.player + 1}`,
        );
      }
      const targets = targetsOf(legal, field);
      if (targets.length === 0) {
        return refuse('cannot-move', `the chevron on ${fieldName(field)} has no legal move`);
      }
      return { ok: true, selection: { stage: 'target', from: field, targets } };
    }
    case 'SELECT_TARGET':
      if (s.stage === 'chevron') return refuse('nothing-selected', 'choose a chevron first');
      return pickTarget(state, legal, s.from, s.targets, event.field, player);
    case 'SELECT_TWIST': {
      if (s.stage === 'chevron' || s.stage === 'target') {
        return refuse('nothing-selected', 'choose a chevron and a target first');
      }
      if (!s.twists.includes(event.twist)) {
        return refuse(
          'twist-not-allowed',
          flowReason(state, moveEvent(player, s.from, s.to, event.twist)),
        );
      }
      return {
        ok: true,
        selection: {
          stage: 'confirm',
          from: s.from,
          targets: s.targets,
          to: s.to,
          twists: s.twists,
          twist: event.twist,
        },
      };
    }
    case 'CONFIRM':
      if (s.stage !== 'confirm') {
        const missing =
          s.stage === 'chevron' ? 'a chevron' : s.stage === 'target' ? 'a target' : 'a twist';
        return refuse('nothing-selected', `nothing to confirm: choose ${missing} first`);
      }
      return { ok: true, move: moveEvent(player, s.from, s.to, s.twist) };
    case 'CANCEL':
      switch (s.stage) {
        case 'chevron':
          return refuse('nothing-selected', 'nothing to cancel');
        case 'target':
          return { ok: true, selection: NO_SELECTION };
        case 'twist':
          return { ok: true, selection: { stage: 'target', from: s.from, targets: s.targets } };
        case 'confirm':
          return {
            ok: true,
            selection:
              s.twists.length > 1
                ? { stage: 'twist', from: s.from, targets: s.targets, to: s.to, twists: s.twists }
                : { stage: 'target', from: s.from, targets: s.targets },
          };
      }
  }
}
