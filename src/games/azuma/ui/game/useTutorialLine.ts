// The tutorial's extra line under the hint: what to keep in the first hand, what to watch, and "well done".
import { useTable } from '../../view/GameContext';
import { PERSON } from '../../game';
import { hintFor } from './hints';

export type TutorialLine =
  'hint.tutorialKeep' | 'hint.tutorialKeepOne' | 'hint.tutorialWatch' | 'hint.tutorialDone';

export function useTutorialLine(tutorial: boolean): TutorialLine | null {
  return useTable((s): TutorialLine | null => {
    if (!tutorial) return null;
    const hand = s.context.handNo;
    const hint = hintFor(s, PERSON);
    // With every card dealt (ZUMA DE) the first hand holds two odd cards: either may go.
    if (hand === 1 && hint === 'choose')
      return (s.context.hands[PERSON]?.length ?? 0) > 7
        ? 'hint.tutorialKeepOne'
        : 'hint.tutorialKeep';
    if (hand === 1 && hint === 'ready') return 'hint.tutorialWatch';
    if (hand === 3 || (hand === 2 && s.hasTag('hand-end'))) return 'hint.tutorialDone';
    return null;
  });
}
