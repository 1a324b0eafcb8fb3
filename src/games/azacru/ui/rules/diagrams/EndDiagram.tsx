// The end: Red's last chevron cannot move (every field it could reach is barred), so Red passes and triggers the end.
import { legalMoves } from '../../../rules/flow';
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, layerSize } from './Board';
import { barredFrom, field, type Scene, stateOfScene, type Window } from './scene';

/** Red, to move, has one chevron left, on b2 facing south; Blue holds a1, b1 and c1, with a chevron on a1. */
export const END_SCENE: Scene = {
  players: 2,
  colours: [
    ['b2', 'c3'],
    ['a1', 'b1', 'c1', 'd2'],
  ],
  chevrons: [
    { field: 'b2', player: 0, facing: 'S' },
    { field: 'a1', player: 1, facing: 'NE' },
  ],
};
const WINDOW: Window = { from: 'a1', to: 'd4' };

/** Red's moves (none) and the fields its chevron could reach were they free. */
export function endPicture() {
  const state = stateOfScene(END_SCENE);
  return { state, moves: legalMoves(state), crosses: barredFrom(state, field('b2')) };
}

export function EndDiagram({ t }: { t: RulesT }) {
  const { state, crosses } = endPicture();
  return (
    <Diagram
      label={t('azacruRules.diagram.end')}
      caption={t('azacruRules.caption.end')}
      {...layerSize(WINDOW)}
    >
      <BoardLayer state={state} window={WINDOW} marks={{ crosses }} />
    </Diagram>
  );
}
