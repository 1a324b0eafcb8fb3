// A move shown twice, before (with its arrow) and after (changed fields framed), the after-picture played by the rules.
import type { Chevron } from '../../../rules/state';
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, Heading, layerSize } from './Board';
import { changedFields, field, played, type Scene, stateOfScene, type Window } from './scene';

const TITLE = 6;
const GAP = 3;

/** Before and after a move of the player to move, and what the rules say it did. */
export function moveStory(scene: Scene, from: string, to: string) {
  const before = stateOfScene(scene);
  const { state: after, effects } = played(before, field(from), field(to));
  const travel = effects.find((e) => e.type === 'travel');
  const facing = travel?.type === 'travel' ? travel.direction : 0;
  // A removed chevron is drawn faintly where it was taken off.
  const removed: Chevron[] = effects.flatMap((e) =>
    e.type === 'removal' ? [{ player: e.player, field: e.field, facing }] : [],
  );
  return {
    before,
    after,
    effects,
    kind: travel?.type === 'travel' ? travel.kind : 'plain',
    changed: changedFields(before, after),
    removed,
  };
}

export function BeforeAfter(props: {
  t: RulesT;
  scene: Scene;
  from: string;
  to: string;
  window: Window;
  label: string;
  caption?: string;
}) {
  const { t, scene, from, to, window, label, caption } = props;
  const story = moveStory(scene, from, to);
  const size = layerSize(window);
  const second = TITLE + size.height + GAP + TITLE;
  return (
    <Diagram label={label} caption={caption} width={size.width} height={second + size.height}>
      <Heading x={5} y={TITLE - 1.6}>
        {t('azacruRules.diagram.before')}
      </Heading>
      <BoardLayer
        state={story.before}
        window={window}
        y={TITLE}
        marks={{ arrows: [{ from: field(from), to: field(to) }] }}
      />
      <Heading x={5} y={second - 1.6}>
        {t('azacruRules.diagram.after')}
      </Heading>
      <BoardLayer
        state={story.after}
        window={window}
        y={second}
        marks={{ changed: story.changed, ghosts: story.removed }}
      />
    </Diagram>
  );
}
