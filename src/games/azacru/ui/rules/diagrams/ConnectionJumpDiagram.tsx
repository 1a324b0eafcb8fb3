// Connection jump: from a red field to a red field over a chevron; nothing in between changes.
import type { RulesT } from '../texts';
import { BeforeAfter } from './BeforeAfter';
import { CHANGE_MOVE, CHANGE_WINDOW } from './ConnectionChangeDiagram';
import type { Scene } from './scene';

/** The connection change's position, with Blue's chevron on d5 and Blue's e5 in between. */
export const JUMP_SCENE: Scene = {
  players: 2,
  colours: [
    ['a4', 'b6', 'c5', 'f5'],
    ['d5', 'e5'],
  ],
  chevrons: [
    { field: 'c5', player: 0, facing: 'E' },
    { field: 'd5', player: 1, facing: 'W' },
  ],
};

export function ConnectionJumpDiagram({ t }: { t: RulesT }) {
  return (
    <BeforeAfter
      t={t}
      scene={JUMP_SCENE}
      {...CHANGE_MOVE}
      window={CHANGE_WINDOW}
      label={t('azacruRules.diagram.jump')}
      caption={t('azacruRules.caption.jump')}
    />
  );
}
