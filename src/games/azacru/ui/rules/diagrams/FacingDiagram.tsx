// A chevron and its facing: it may step straight ahead or 45 degrees to either side, never elsewhere.
import { DIRECTIONS, MAX_RAY, RAY_FIELDS } from '../../../rules/fields';
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, layerSize } from './Board';
import { field, type Scene, stateOfScene, targetsFrom, type Window } from './scene';

/** A lone chevron with no markers yet (power 1) on e5, facing north. */
export const FACING_SCENE: Scene = {
  players: 2,
  colours: [],
  chevrons: [{ field: 'e5', player: 0, facing: 'N' }],
};
const WINDOW: Window = { from: 'c3', to: 'g7' };

/** Its targets by the rules, and the other neighbours, which it may not step to. */
export function facingPicture() {
  const state = stateOfScene(FACING_SCENE);
  const from = field('e5');
  const targets = targetsFrom(state, from);
  const neighbours = Array.from(
    { length: DIRECTIONS },
    (_, d) => RAY_FIELDS[(from * DIRECTIONS + d) * MAX_RAY] ?? -1,
  );
  const crosses = neighbours.filter((f) => f >= 0 && !targets.includes(f));
  return { state, targets, crosses };
}

export function FacingDiagram({ t }: { t: RulesT }) {
  const { state, targets, crosses } = facingPicture();
  return (
    <Diagram
      label={t('azacruRules.diagram.facing')}
      caption={t('azacruRules.caption.marks')}
      {...layerSize(WINDOW)}
    >
      <BoardLayer state={state} window={WINDOW} marks={{ targets, crosses }} />
    </Diagram>
  );
}
