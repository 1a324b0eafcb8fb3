// The first game's coach: which hint fits the table now (a text key), from the stage, the choice and what has happened.
import type { AzacruSnapshot } from '../../../../statecharts/azacru/selectors';
import * as T from '../../../../statecharts/azacru/selectors';
import { PERSON } from '../game';
import { targetKinds } from './selectors';

export type CoachLine =
  'chevron' | 'target' | 'targetKinds' | 'twist' | 'confirm' | 'wait' | 'finalRound' | 'over';

/** The hint for the table as it stands (the first game with hints shows it above the choice). */
export function coachLine(s: AzacruSnapshot): CoachLine {
  const stage = T.selectStage(s);
  if (stage === 'over') return 'over';
  if (T.selectFinalRound(s)) return 'finalRound';
  if (!T.selectPersonToMove(s) || T.selectToMove(s) !== PERSON) return 'wait';
  const sel = T.selectSelection(s);
  switch (sel.stage) {
    case 'chevron':
      return 'chevron';
    case 'target': {
      // Targets of more than one kind: the colours of the rings are explained.
      const kinds = new Set(targetKinds(T.selectLegal(s), sel.from).values());
      return kinds.size > 1 || !kinds.has('plain') ? 'targetKinds' : 'target';
    }
    case 'twist':
      return 'twist';
    case 'confirm':
      return 'confirm';
  }
}
