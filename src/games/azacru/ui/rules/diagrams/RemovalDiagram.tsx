// Removal: a connection change that takes another player's field; the fields turn, the chevron leaves the board.
import type { RulesT } from '../texts';
import { BeforeAfter } from './BeforeAfter';
import { CHANGE_MOVE, CHANGE_WINDOW } from './ConnectionChangeDiagram';
import type { Scene } from './scene';

/** The connection change's position, but e5 is Blue's. */
export const REMOVAL_SCENE: Scene = {
  players: 2,
  colours: [['a4', 'b6', 'c5', 'f5'], ['e5']],
  chevrons: [{ field: 'c5', player: 0, facing: 'E' }],
};

export function RemovalDiagram({ t }: { t: RulesT }) {
  return (
    <BeforeAfter
      t={t}
      scene={REMOVAL_SCENE}
      {...CHANGE_MOVE}
      window={CHANGE_WINDOW}
      label={t('azacruRules.diagram.removal')}
      caption={t('azacruRules.caption.removed')}
    />
  );
}
