// The end of a game: the final chips in order (each with the last hand's change and the sheet's share), who won, the share-out of the sheet, the person's lifetime stats; again or leave.
import { useEffect, useRef } from 'react';
import { PERSON } from '../game';
import type { BonanzaStats } from '../stats';
import { HandResultLists } from './HandSummary';
import type { HandResult } from './useTableNews';
import { useTranslation } from '../texts';
import { chipChange } from '../view/chip-change';
import { lateChips } from '../view/end-breakdown';
import { type EndSplitNews, type ShareOut, shareOut } from '../view/end-share';
import { useTable } from '../view/GameContext';
import { namesIn } from '../view/names-in-sentence';
import {
  sameData,
  selectFinal,
  selectNames,
  selectPlates,
  selectSheetLeft,
} from '../view/selectors';

/** What became of the chips left on the sheet: who received how many, from which spaces, what stays. */
function ShareOutLines(props: { out: ShareOut | null }) {
  const { t } = useTranslation();
  const names = useTable(selectNames, sameData);
  const { out } = props;
  if (!out) return null;
  return (
    <section className="share-out" aria-labelledby="bonanza-share-out-title">
      <h3 id="bonanza-share-out-title">{t('bonanza.end.shareOut')}</h3>
      {out.kind === 'none' ? <p>{t('bonanza.end.nothingLeft')}</p> : null}
      {out.kind === 'keep' ? <p>{t('bonanza.end.kept', { chips: out.stays })}</p> : null}
      {out.kind === 'split' ? (
        <>
          <p className={out.seats.includes(PERSON) ? 'mine' : undefined}>
            {t('bonanza.end.shared', {
              names: namesIn(names, out.seats, PERSON, {
                you: t('bonanza.player.you'),
                here: t('bonanza.player.youDative'),
              }),
              each: out.each,
            })}
          </p>
          <ul className="spaces">
            {out.rows.map((r) => {
              const space = t(`bonanza.space.${r.space}`);
              return (
                <li key={r.space}>
                  {r.share === 0
                    ? t('bonanza.end.rowOnlyStays', { space, stays: r.stays })
                    : r.stays > 0
                      ? t('bonanza.end.rowStays', { space, share: r.share, stays: r.stays })
                      : t('bonanza.end.row', { space, share: r.share })}
                </li>
              );
            })}
          </ul>
          {out.stays > 0 ? <p>{t('bonanza.end.staysTotal', { chips: out.stays })}</p> : null}
        </>
      ) : null}
    </section>
  );
}

export function EndScreen(props: {
  stats: BonanzaStats | null;
  /** The last hand's results, shown under the ranking. */
  last: HandResult | null;
  /** The flow's share-out of the sheet at the end, if it made one. */
  split: EndSplitNews | null;
  /** The hints game: its own title, and its Play button starts a real game. */
  tutorial: boolean;
  onAgain: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const plates = useTable(selectPlates, sameData);
  const names = useTable(selectNames, sameData);
  const again = useRef<HTMLButtonElement>(null);
  // Focus on Play again, the dialog read from its top (the title and who won) when it must scroll.
  useEffect(() => again.current?.focus({ preventScroll: true }), []);
  const final = useTable(selectFinal, sameData);
  const { left, endgame } = useTable(selectSheetLeft, sameData);
  const out = shareOut(props.split, left, endgame);
  /** Under a player's final chips: the last hand's change and the sheet's share that made them. */
  const cameFrom = (seat: number) => {
    // A player out of the game before the last hand took no part in it: no change to show.
    const played = !plates[seat]?.out;
    const late = lateChips(seat, played ? (props.last?.deltas ?? null) : null, out);
    const parts: string[] = [];
    // The chips it had before the last hand's ante: the sum is one to check ("86" after "−20" and
    // "+6" did not add up from the 90 the plates showed once the ante was paid).
    const before = (plates[seat]?.stack ?? 0) - (late.hand ?? 0) - late.sheet;
    if (late.hand !== null) parts.push(t('bonanza.end.fromStart', { chips: before }));
    if (late.hand !== null) parts.push(t('bonanza.end.fromHand', { chips: chipChange(late.hand) }));
    if (late.sheet > 0) parts.push(t('bonanza.end.fromSheet', { chips: chipChange(late.sheet) }));
    return parts.join(' · ');
  };
  const ranking = final.ranking.flatMap((seat) => plates[seat] ?? []);
  const winners = final.winners;
  const top = ranking[0]?.stack ?? 0;
  const headline =
    winners.length === 1 && winners[0] === 0
      ? t('bonanza.end.youWin', { chips: top })
      : t(winners.length > 1 ? 'bonanza.end.winners' : 'bonanza.end.winner', {
          names: namesIn(
            names,
            winners,
            PERSON,
            { you: t('bonanza.player.you'), here: t('bonanza.player.youSubject') },
            true,
          ),
          chips: top,
        });
  return (
    <section
      className="bonanza-end"
      role="dialog"
      aria-modal="false"
      aria-labelledby="bonanza-end-title"
    >
      <h2 id="bonanza-end-title">
        {t(props.tutorial ? 'bonanza.end.tutorialTitle' : 'bonanza.end.title')}
      </h2>
      <p className="headline">{headline}</p>
      <h3>{t('bonanza.end.ranking')}</h3>
      <ol className="ranking">
        {ranking.map((p) => {
          const came = cameFrom(p.seat);
          return (
            <li key={p.seat} className={winners.includes(p.seat) ? 'winner' : undefined}>
              <span className="name">{p.name}</span>
              <span className="score">{t('bonanza.hud.chips', { n: p.stack })}</span>
              {came ? <small className="came-from">{came}</small> : null}
            </li>
          );
        })}
      </ol>
      <ShareOutLines out={out} />
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
          {t(props.tutorial ? 'bonanza.end.realGame' : 'bonanza.end.again')}
        </button>
        <button type="button" onClick={props.onLeave}>
          {t('bonanza.end.leave')}
        </button>
      </div>
    </section>
  );
}
