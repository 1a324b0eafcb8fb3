// The end of a game: the final chips in order, who won, the person's lifetime stats; again or leave.
import { useEffect, useRef } from 'react';
import type { BonanzaStats } from '../stats';
import { HandResultLists } from './HandSummary';
import type { HandResult } from './useTableNews';
import { useTranslation } from '../texts';
import { useTable } from '../view/GameContext';
import { sameData, selectFinal, selectNames, selectPlates } from '../view/selectors';

export function EndScreen(props: {
  stats: BonanzaStats | null;
  /** The last hand's results, shown under the ranking. */
  last: HandResult | null;
  onAgain: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const plates = useTable(selectPlates, sameData);
  const names = useTable(selectNames, sameData);
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus(), []);
  const final = useTable(selectFinal, sameData);
  const ranking = final.ranking.flatMap((seat) => plates[seat] ?? []);
  const winners = final.winners;
  const top = ranking[0]?.stack ?? 0;
  const headline =
    winners.length === 1 && winners[0] === 0
      ? t('bonanza.end.youWin', { chips: top })
      : t(winners.length > 1 ? 'bonanza.end.winners' : 'bonanza.end.winner', {
          names: winners.map((s) => names[s] ?? '').join(', '),
          chips: top,
        });
  return (
    <section
      className="bonanza-end"
      role="dialog"
      aria-modal="false"
      aria-labelledby="bonanza-end-title"
    >
      <h2 id="bonanza-end-title">{t('bonanza.end.title')}</h2>
      <p className="headline">{headline}</p>
      <h3>{t('bonanza.end.ranking')}</h3>
      <ol className="ranking">
        {ranking.map((p) => (
          <li key={p.seat} className={winners.includes(p.seat) ? 'winner' : undefined}>
            <span className="name">{p.name}</span>
            <span className="score">{t('bonanza.hud.chips', { n: p.stack })}</span>
          </li>
        ))}
      </ol>
      {props.last ? (
        <details className="last-hand">
          <summary>{t('bonanza.end.lastHand')}</summary>
          <HandResultLists result={props.last} />
        </details>
      ) : null}
      {props.stats ? (
        <p className="stats">
          {t('bonanza.end.stats', {
            games: props.stats.games,
            wins: props.stats.wins,
            best: props.stats.best,
            bonanzas: props.stats.bonanzas,
          })}
        </p>
      ) : null}
      <div className="dialog-buttons">
        <button ref={again} type="button" className="primary" onClick={props.onAgain}>
          {t('bonanza.end.again')}
        </button>
        <button type="button" onClick={props.onLeave}>
          {t('bonanza.end.leave')}
        </button>
      </div>
    </section>
  );
}
