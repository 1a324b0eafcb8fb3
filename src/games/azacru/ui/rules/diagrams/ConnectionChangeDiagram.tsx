// Connection change: from a red field to a red field, nothing in between, so every field between turns red.
import type { RulesT } from '../texts';
import { BeforeAfter } from './BeforeAfter';
import type { Scene, Window } from './scene';

/** Red's chevron on c5 (power 3: a4, b6, c5) faces east; f5 is red, d5 and e5 neutral. */
export const CHANGE_SCENE: Scene = {
  players: 2,
  colours: [['a4', 'b6', 'c5', 'f5']],
  chevrons: [{ field: 'c5', player: 0, facing: 'E' }],
};
export const CHANGE_MOVE = { from: 'c5', to: 'f5' } as const;
export const CHANGE_WINDOW: Window = { from: 'a4', to: 'g6' };

export function ConnectionChangeDiagram({ t }: { t: RulesT }) {
  return (
    <BeforeAfter
      t={t}
      scene={CHANGE_SCENE}
      {...CHANGE_MOVE}
      window={CHANGE_WINDOW}
      label={t('azacruRules.diagram.change')}
      caption={t('azacruRules.caption.changed')}
    />
  );
}
