// The whole board at the start of a game for 2, 3 or 4 players, straight from the rules' set-up.
import type { PlayerCount } from '../../../rules/board';
import { DIRECTION_NAMES, fieldName } from '../../../rules/fields';
import { newGame } from '../../../rules/state';
import type { RulesT } from '../texts';
import { BoardLayer, Diagram, layerSize } from './Board';
import { lookOf } from '../../../view/players';
import type { Window } from './scene';

const WHOLE: Window = { from: 'a1', to: 'i9' };

/** The description of the set-up: every player's chevrons with field and facing. */
export function setupLabel(t: RulesT, players: PlayerCount): string {
  const { chevrons } = newGame(players);
  const lines = Array.from({ length: players }, (_, p) => {
    const look = lookOf(p);
    const list = chevrons
      .filter((c) => c.player === p)
      .map((c) =>
        t('azacruRules.diagram.chevronAt', {
          field: fieldName(c.field),
          direction: t(`azacruRules.direction.${DIRECTION_NAMES[c.facing] ?? 'N'}`),
        }),
      )
      .join(', ');
    return t('azacruRules.diagram.setupPlayer', {
      n: p + 1,
      colour: t(`azacruRules.colour.${look.name}`),
      pattern: t(`azacruRules.pattern.${look.pattern}`),
      chevrons: list,
    });
  });
  return [t('azacruRules.diagram.setup', { players }), ...lines].join(' ');
}

export function SetupDiagram({ t, players }: { t: RulesT; players: PlayerCount }) {
  return (
    <Diagram label={setupLabel(t, players)} {...layerSize(WHOLE)}>
      <BoardLayer state={newGame(players)} window={WHOLE} />
    </Diagram>
  );
}
