// The players at a glance: colour and mark, name, fields (the score, named under it), chevrons left, whose turn, who is thinking.
import { useGame, useTable } from '../view/GameContext';
import {
  samePlayerLines,
  selectPlayerLines,
  selectThinkingPlayer,
  selectToMove,
} from '../view/selectors';
import { useTranslation } from '../texts';
import { PlayerMark } from './PlayerMark';
import { playerWords } from './player-words';

export function PlayerStrip() {
  const { t } = useTranslation();
  const game = useGame();
  const lines = useTable(selectPlayerLines, samePlayerLines);
  const toMove = useTable(selectToMove);
  const thinking = useTable(selectThinkingPlayer);
  return (
    <ol className="azacru-players" aria-label={t('azacru.hud.players')}>
      {lines.map((line, p) => {
        const seat = game.config.seats[p];
        const name = seat?.name ?? `${p + 1}`;
        const words = playerWords(t, line.markers, line.chevrons);
        return (
          <li
            key={p}
            className={p === toMove ? 'azacru-player to-move' : 'azacru-player'}
            aria-current={p === toMove ? 'true' : undefined}
          >
            <PlayerMark player={p} />
            <span className="name">{name}</span>
            <span className="score" aria-label={words.score}>
              {line.markers}
            </span>
            <span className="score-unit" aria-hidden="true">
              {words.unit}
            </span>
            <span className="sub">
              {thinking === p ? t('azacru.player.thinking') : words.chevrons}
            </span>
            {p === toMove ? <span className="sr-only">{t('azacru.player.toMove')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
