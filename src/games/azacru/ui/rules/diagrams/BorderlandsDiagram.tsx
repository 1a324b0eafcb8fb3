// The whole board with its coordinates and nine borderlands; the middle borderland and the centre field e5 stand out.
import { BORDERLAND, FIELDS } from '../../../rules/fields';
import { newGame } from '../../../rules/state';
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, layerSize } from './Board';
import { field, type Window } from './scene';

const WHOLE: Window = { from: 'a1', to: 'i9' };

/** The middle borderland's fields and the centre field. */
export function borderlandsPicture() {
  const centre = field('e5');
  const middle = Array.from({ length: FIELDS }, (_, f) => f).filter(
    (f) => BORDERLAND[f] === BORDERLAND[centre],
  );
  return { state: { ...newGame(2), chevrons: [] }, middle, centre };
}

export function BorderlandsDiagram({ t }: { t: RulesT }) {
  const { state, middle, centre } = borderlandsPicture();
  const size = layerSize(WHOLE);
  return (
    <Diagram
      label={t('azacruRules.diagram.borderlands')}
      caption={t('azacruRules.caption.borderlands')}
      {...size}
    >
      <BoardLayer
        state={state}
        window={WHOLE}
        marks={{ tint: middle, labels: [{ field: centre, text: 'e5' }] }}
      />
    </Diagram>
  );
}
