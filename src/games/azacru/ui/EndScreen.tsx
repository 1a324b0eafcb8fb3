// The end of a game: who won, why the game ended and how it is won, the ranking with each player's fields, the person's lifetime stats; again or leave.
import { useEffect, useRef } from 'react';
import type { AzacruStats } from '../stats';
import { useGame, useTable } from '../view/GameContext';
import {
  PERSON,
  samePlayerLines,
  selectEndTrigger,
  selectPlayerLines,
  selectWinners,
} from '../view/selectors';
import { useTranslation } from '../texts';
import { endHeadline } from './end-words';
import { PlayerMark } from './PlayerMark';
import { playerWords } from './player-words';

const sameList = (a: readonly number[], b: readonly number[]) => a.join() === b.join();

export function EndScreen(props: {
  stats: AzacruStats | null;
  /** The hints game: its Play button starts a real game. */
  tutorial: boolean;
  onAgain: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const game = useGame();
  const lines = useTable(selectPlayerLines, samePlayerLines);
  const winners = useTable(selectWinners, sameList);
  const trigger = useTable(selectEndTrigger);
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus(), []);
  const ranking = lines
    .map((line, p) => ({ p, markers: line.markers }))
    .sort((a, b) => b.markers - a.markers || a.p - b.p);
  const name = (p: number) => game.config.seats[p]?.name ?? `${p + 1}`;
  const headline = endHeadline(t, winners, PERSON, name);
  return (
    <section
      className="azacru-end"
      role="dialog"
      aria-modal="false"
      aria-labelledby="azacru-end-title"
    >
      <h2 id="azacru-end-title">{t('azacru.end.title')}</h2>
      <p className="headline">{headline}</p>
      <p className="why">
        {trigger === null
          ? null
          : trigger === PERSON
            ? t('azacru.end.whyYou')
            : t('azacru.end.why', { name: name(trigger) })}{' '}
        {t('azacru.end.how')}
      </p>
      <ol className="ranking">
        {ranking.map((r) => (
          <li key={r.p} className={winners.includes(r.p) ? 'winner' : undefined}>
            <PlayerMark player={r.p} />
            <span className="name">{name(r.p)}</span>
            <span className="score">{playerWords(t, r.markers, 0).score}</span>
          </li>
        ))}
      </ol>
      {props.stats ? (
        <p className="stats">
          {t('azacru.end.stats', {
            games: props.stats.games,
            wins: props.stats.wins,
            best: props.stats.best,
          })}
        </p>
      ) : null}
      <div className="dialog-buttons">
        <button ref={again} type="button" className="primary" onClick={props.onAgain}>
          {t(props.tutorial ? 'azacru.end.realGame' : 'azacru.end.again')}
        </button>
        <button type="button" onClick={props.onLeave}>
          {t('azacru.end.leave')}
        </button>
      </div>
    </section>
  );
}
