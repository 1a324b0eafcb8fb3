// The end of the game: ranking, the grab reaction chart (the person beside the bots), lifetime stats on the device, the final sheet.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../texts';
import { useGame, useTable } from '../../view/GameContext';
import { PERSON } from '../../game';
import { botReactions, type SeatReactions } from '../../view/reactions';
import { LifetimeStatsView } from '../LifetimeStats';
import * as S from '../../view/selectors';
import { useSeatNames, winnersLine } from './names';
import { FinalSheet } from './FinalSheet';
import { ReactionChart } from './ReactionChart';
import type { GameRecord } from './useGameRecord';

export interface EndScreenProps {
  readonly record: GameRecord;
  /** The hints game: its Play button starts a real game. */
  readonly tutorial: boolean;
  readonly onAgain: () => void;
  readonly onMenu: () => void;
}

export function EndScreen({ record, tutorial, onAgain, onMenu }: EndScreenProps) {
  const { t } = useTranslation();
  const game = useGame();
  const names = useSeatNames();
  const totals = useTable(S.selectTotals, (a, b) => a.join() === b.join());
  const winners = useTable(S.selectWinners);
  const heading = useRef<HTMLHeadingElement>(null);
  const sheetButton = useRef<HTMLButtonElement>(null);
  // The last hand is scored as the game ends: the sheet is one tap away, and Back returns here.
  const [sheet, setSheet] = useState<'closed' | 'open' | 'back'>('closed');
  useEffect(() => {
    if (sheet === 'closed') heading.current?.focus();
    if (sheet === 'back') sheetButton.current?.focus();
  }, [sheet]);

  const ranking = totals
    .map((points, seat) => ({ seat, points }))
    .sort((a, b) => b.points - a.points || a.seat - b.seat);
  const rows: SeatReactions[] = [
    { seat: PERSON, reactions: record.reactions() },
    ...botReactions(game.actor.getSnapshot()),
  ];

  if (sheet === 'open')
    return (
      <div className="backdrop end">
        <FinalSheet onBack={() => setSheet('back')} />
      </div>
    );
  return (
    <div className="backdrop end">
      <div
        className="dialog end-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="end-title"
      >
        <h2 id="end-title" ref={heading} tabIndex={-1}>
          {t('end.title')}
        </h2>
        <p className="winner-line">{winnersLine(t, winners, names, PERSON)}</p>
        <div className="end-columns">
          <section aria-labelledby="ranking-title">
            <h3 id="ranking-title">{t('end.ranking')}</h3>
            <ol className="ranking">
              {ranking.map(({ seat, points }) => (
                <li key={seat} className={seat === PERSON ? 'person' : undefined}>
                  <span>{names[seat]}</span>
                  <span>{t(points === 1 ? 'end.point' : 'end.points', { points })}</span>
                </li>
              ))}
            </ol>
            <h3>{t('end.lifetime')}</h3>
            <LifetimeStatsView stats={record.lifetime} bad={record.badStats} />
          </section>
          <ReactionChart rows={rows} names={names} person={PERSON} />
        </div>
        <div className="dialog-buttons">
          <button type="button" className="primary" onClick={onAgain}>
            {t(tutorial ? 'end.realGame' : 'end.again')}
          </button>
          <button ref={sheetButton} type="button" onClick={() => setSheet('open')}>
            {t('end.sheet')}
          </button>
          <button type="button" onClick={onMenu}>
            {t('end.menu')}
          </button>
        </div>
      </div>
    </div>
  );
}
