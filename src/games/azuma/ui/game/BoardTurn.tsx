// Two buttons (and the [ ] keys) to turn the board while the person deals, before the first call; the drag does the same.
import { useTranslation } from '../../texts';
import { useGame, useTable } from '../../view/GameContext';
import { selPersonMayTurn, turnBy, TURN_STEP } from './controls';

export function BoardTurn() {
  const { t } = useTranslation();
  const game = useGame();
  const mayTurn = useTable(selPersonMayTurn);
  if (!mayTurn) return null;
  const turn = (by: number) => turnBy(game, by);
  return (
    <div className="board-turn" role="group" aria-label={t('turn.label')}>
      <button
        type="button"
        onClick={() => turn(TURN_STEP)}
        aria-label={t('turn.left')}
        aria-keyshortcuts="["
      >
        ↺
      </button>
      <span aria-hidden="true">{t('turn.label')}</span>
      <button
        type="button"
        onClick={() => turn(-TURN_STEP)}
        aria-label={t('turn.right')}
        aria-keyshortcuts="]"
      >
        ↻
      </button>
    </div>
  );
}
