// Power: the chevron on e5 counts three fields of its colour in its borderland, so it may go one to three fields.
import { BORDERLAND, FIELDS } from '../../../rules/fields';
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, layerSize } from './Board';
import { field, movesFrom, powerOf, type Scene, stateOfScene, type Window } from './scene';

/** Red has d4, f4 and e5 in the middle borderland; its chevron stands on e5 facing north. */
export const POWER_SCENE: Scene = {
  players: 2,
  colours: [['d4', 'f4', 'e5']],
  chevrons: [{ field: 'e5', player: 0, facing: 'N' }],
};
const WINDOW: Window = { from: 'b3', to: 'h8' };

/** The power, the counted borderland and every target with its distance, by the rules. */
export function powerPicture() {
  const state = stateOfScene(POWER_SCENE);
  const from = field('e5');
  const land = Array.from({ length: FIELDS }, (_, f) => f).filter(
    (f) => BORDERLAND[f] === BORDERLAND[from],
  );
  const moves = movesFrom(state, from);
  const targets = [...new Set(moves.map((m) => m.to))].sort((a, b) => a - b);
  const labels = targets.map((f) => ({
    field: f,
    text: String(moves.find((m) => m.to === f)?.distance ?? ''),
  }));
  return { state, power: powerOf(state, from), land, targets, labels };
}

export function PowerDiagram({ t }: { t: RulesT }) {
  const { state, power, land, targets, labels } = powerPicture();
  return (
    <Diagram
      label={t('azacruRules.diagram.power', { power })}
      caption={t('azacruRules.caption.power')}
      {...layerSize(WINDOW)}
    >
      <BoardLayer state={state} window={WINDOW} marks={{ tint: land, targets, labels }} />
    </Diagram>
  );
}
