// The tutorial's extra line under the hint: what to keep in the first hand, what to watch, and "well done".
import { useTable } from '../../app/GameContext';
import { PERSON } from '../../app/game';
import { hintFor } from './hints';

export type TutorialLine = 'hint.tutorialKeep' | 'hint.tutorialWatch' | 'hint.tutorialDone';

export function useTutorialLine(tutorial: boolean): TutorialLine | null {
  return useTable((s): TutorialLine | null => {
    if (!tutorial) return null;
    const hand = s.context.handNo;
    const hint = hintFor(s, PERSON);
    if (hand === 1 && hint === 'choose') return 'hint.tutorialKeep';
    if (hand === 1 && hint === 'ready') return 'hint.tutorialWatch';
    if (hand === 3 || (hand === 2 && s.hasTag('hand-end'))) return 'hint.tutorialDone';
    return null;
  });
}
