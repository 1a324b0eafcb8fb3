// The twist: the long move e4-e7 crossed a border, so the chevron may end facing ahead, 45 degrees left or right.
import type { Twist } from '../../../rules/moves';
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, Heading, layerSize } from './Board';
import { LONG_MOVE, LONG_SCENE } from './LongMoveDiagram';
import { field, played, stateOfScene, type Window } from './scene';

const WINDOW: Window = { from: 'd6', to: 'f8' };
const TITLE = 6;
const GAP = 4;
export const TWISTS: readonly (Twist | undefined)[] = [undefined, 'left', 'right'];

/** The position after each of the three ways to play the move, by the rules. */
export function twistPictures() {
  const before = stateOfScene(LONG_SCENE);
  return TWISTS.map(
    (twist) => played(before, field(LONG_MOVE.from), field(LONG_MOVE.to), twist).state,
  );
}

export function TwistDiagram({ t }: { t: RulesT }) {
  const size = layerSize(WINDOW, true);
  const titles = [
    t('azacruRules.diagram.noTwist'),
    t('azacruRules.diagram.twistLeft'),
    t('azacruRules.diagram.twistRight'),
  ];
  return (
    <Diagram
      label={t('azacruRules.diagram.twist')}
      caption={t('azacruRules.caption.twist')}
      width={3 * size.width + 2 * GAP}
      height={TITLE + size.height}
    >
      {twistPictures().map((state, i) => (
        <g key={i}>
          <Heading x={i * (size.width + GAP) + 1} y={TITLE - 1.6}>
            {titles[i] ?? ''}
          </Heading>
          <BoardLayer state={state} window={WINDOW} x={i * (size.width + GAP)} y={TITLE} bare />
        </g>
      ))}
    </Diagram>
  );
}
