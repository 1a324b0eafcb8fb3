// What stops a move: another player's colour cannot be landed on (but passed over), and no chevron can be passed.
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, layerSize } from './Board';
import { barredFrom, field, type Scene, stateOfScene, targetsFrom, type Window } from './scene';

/** Red's chevron on e5 has power 3; Blue holds d6, g7 and e7, with a chevron on e7. */
export const BLOCKING_SCENE: Scene = {
  players: 2,
  colours: [
    ['d4', 'f4', 'e5'],
    ['d6', 'g7', 'e7'],
  ],
  chevrons: [
    { field: 'e5', player: 0, facing: 'N' },
    { field: 'e7', player: 1, facing: 'S' },
  ],
};
const WINDOW: Window = { from: 'b4', to: 'h8' };

/** The targets and the barred fields within its power, by the rules. */
export function blockingPicture() {
  const state = stateOfScene(BLOCKING_SCENE);
  const from = field('e5');
  return { state, targets: targetsFrom(state, from), crosses: barredFrom(state, from) };
}

export function BlockingDiagram({ t }: { t: RulesT }) {
  const { state, targets, crosses } = blockingPicture();
  return (
    <Diagram
      label={t('azacruRules.diagram.blocking')}
      caption={t('azacruRules.caption.marks')}
      {...layerSize(WINDOW)}
    >
      <BoardLayer state={state} window={WINDOW} marks={{ targets, crosses }} />
    </Diagram>
  );
}
