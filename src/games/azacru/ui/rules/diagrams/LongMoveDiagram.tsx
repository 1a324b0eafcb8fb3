// A long move across a border: e4 to e7 in a straight line; a marker lands on e7, the fields passed stay as they were.
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, layerSize } from './Board';
import { moveStory } from './BeforeAfter';
import { field, type Scene, type Window } from './scene';

/** Red's chevron on e4 (power 3: d4, f5, e4) faces north. */
export const LONG_SCENE: Scene = {
  players: 2,
  colours: [['d4', 'f5', 'e4']],
  chevrons: [{ field: 'e4', player: 0, facing: 'N' }],
};
export const LONG_MOVE = { from: 'e4', to: 'e7' } as const;
const WINDOW: Window = { from: 'c3', to: 'g8' };

/** The position after the move, with the chevron's start drawn faintly. */
export function longMovePicture() {
  const story = moveStory(LONG_SCENE, LONG_MOVE.from, LONG_MOVE.to);
  const ghosts = story.before.chevrons.filter((c) => c.field === field(LONG_MOVE.from));
  return { ...story, ghosts };
}

export function LongMoveDiagram({ t }: { t: RulesT }) {
  const { after, changed, ghosts } = longMovePicture();
  return (
    <Diagram
      label={t('azacruRules.diagram.long')}
      caption={t('azacruRules.caption.long')}
      {...layerSize(WINDOW)}
    >
      <BoardLayer
        state={after}
        window={WINDOW}
        marks={{
          ghosts,
          changed,
          arrows: [{ from: field(LONG_MOVE.from), to: field(LONG_MOVE.to) }],
        }}
      />
    </Diagram>
  );
}
