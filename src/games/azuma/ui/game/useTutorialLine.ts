// The tutorial's extra line under the hint: what to keep in the first hand, what to watch, and "well done".
import { useTable } from '../../view/GameContext';
import { selectTutorialLine, type TutorialLine } from '../../view/hints';

export type { TutorialLine } from '../../view/hints';

const none = (): TutorialLine | null => null;

export function useTutorialLine(tutorial: boolean): TutorialLine | null {
  return useTable(tutorial ? selectTutorialLine : none);
}
