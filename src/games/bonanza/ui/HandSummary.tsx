// After each hand: who took which space and the chips each player won or lost; it stays until the person closes it.
import type { ColourScheme } from '../scene/faces';
import { useMoreBelow } from './useMoreBelow';
import { useTranslation } from '../texts';
import { chipChange } from '../view/chip-change';
import { useTable } from '../view/GameContext';
import { sameData, selectAnte, selectHandNumber, selectNames } from '../view/selectors';
import { Fives } from './Fives';
import type { HandResult } from './useTableNews';

/** A hand's results: who took which space, the showdown's hands (as cards, given the scheme), the chips each player won or lost. */
export function HandResultLists(props: { result: HandResult; scheme?: ColourScheme }) {
  const { t } = useTranslation();
  const names = useTable(selectNames, sameData);
  const ante = useTable(selectAnte);
  const { result } = props;
  return (
    <>
      <ul className="spaces">
        {result.spaces.map((r, i) => (
          <li key={i} className={r.seats.includes(0) ? 'mine' : undefined}>
            {r.seats.length > 0
              ? t('bonanza.summary.won', {
                  space: t(`bonanza.space.${r.space}`),
                  names: r.seats.map((s) => names[s] ?? '').join(', '),
                  chips: r.chips,
                })
              : t('bonanza.summary.stays', {
                  space: t(`bonanza.space.${r.space}`),
                  chips: r.chips,
                })}
          </li>
        ))}
      </ul>
      {result.fives.length > 0 ? (
        <>
          <h3>{t('bonanza.summary.showdown')}</h3>
          {props.scheme ? (
            <Fives fives={result.fives} scheme={props.scheme} />
          ) : (
            <ul className="spaces">
              {result.fives.map((f) => (
                <li key={f.seat}>
                  {t('bonanza.summary.five', { name: names[f.seat] ?? '', hand: f.hand })}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <h3>{t('bonanza.summary.chips')}</h3>
      <ul className="deltas">
        {result.deltas.map((d, seat) => (
          <li key={seat} className={d > 0 ? 'up' : d < 0 ? 'down' : undefined}>
            <span>{names[seat]}</span> <span>{chipChange(d)}</span>
          </li>
        ))}
      </ul>
      <p className="ante">{t('bonanza.summary.ante', { n: ante })}</p>
    </>
  );
}

/** The id of the summary, for the HUD's button that opens and closes it. */
export const SUMMARY_ID = 'bonanza-summary';

/** The last hand's results over the table; the table plays on underneath (the next hand may start). */
export function HandSummary(props: {
  result: HandResult;
  scheme: ColourScheme;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { hand: now, hands } = useTable(selectHandNumber, sameData);
  const ante = useTable(selectAnte);
  const { result, onClose } = props;
  const { ref, more, look } = useMoreBelow<HTMLElement>();
  return (
    <section
      id={SUMMARY_ID}
      className="bonanza-summary"
      ref={ref}
      onScroll={look}
      data-more={more || undefined}
      aria-labelledby="bonanza-summary-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="head-bar">
        <h2 id="bonanza-summary-title">
          {t('bonanza.summary.title', { hand: result.hand, hands })}
        </h2>
        <button type="button" className="close" onClick={onClose}>
          {t('bonanza.summary.close')}
        </button>
      </div>
      <HandResultLists result={result} scheme={props.scheme} />
      {now > result.hand ? (
        // The results stay while the next hand begins: its ante is already off the plates' chips.
        <p className="ante next-ante">{t('bonanza.summary.nextAnte', { hand: now, n: ante })}</p>
      ) : null}
    </section>
  );
}
