// The sheet close up, opened by a tap on the sheet on the table or the top bar's Sheet button: every space's name, what it asks for and its chips in type a phone reads, the called space lit; closed by a tap.
import { POKER_SPACE, SPACES } from '../rules/sheet';
import { useMoreBelow } from './useMoreBelow';
import { type TFunction, useTranslation } from '../texts';
import { spaceWant } from '../view/space-wants';
import { cardShort } from './card-label';
import { useTable } from '../view/GameContext';
import { type BonanzaSnapshot, sameData, selectScene } from '../view/selectors';

/** The spaces two by two as on the tall table: the upper half on the left, the lower (the Bonanza circle in its middle) on the right. */
const ORDER = [0, 5, 1, 6, 2, 9, 3, 7, 4, 8] as const;

const selectSheet = (s: BonanzaSnapshot) => {
  const { sheet, calling, pokerSpace } = selectScene(s);
  return { sheet, calling, pokerSpace };
};

/** What a space asks for, in words: the cards of a pair or a paying card in their signs. */
function wants(t: TFunction, space: number): string {
  const w = spaceWant(space);
  if (w.kind === 'pair')
    return t('bonanza.wants.pair', { cards: w.cards.map((c) => cardShort(t, c)).join(' + ') });
  if (w.kind === 'paying') return t('bonanza.wants.paying', { card: cardShort(t, w.card) });
  return t(`bonanza.wants.${w.kind}`);
}

/** The id of the close up, for the top bar's button that opens and closes it. */
export const SHEET_ID = 'bonanza-sheet';

export function SheetCloseUp(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ref, more, look } = useMoreBelow<HTMLElement>();
  const { sheet, calling, pokerSpace } = useTable(selectSheet, sameData);
  return (
    <section
      id={SHEET_ID}
      className="bonanza-panel bonanza-sheet"
      ref={ref}
      onScroll={look}
      data-more={more || undefined}
      aria-labelledby="bonanza-sheet-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onClose();
      }}
    >
      <div className="head-bar">
        <h2 id="bonanza-sheet-title">{t('bonanza.hud.sheet')}</h2>
        <button type="button" className="close" onClick={props.onClose}>
          {t('bonanza.summary.close')}
        </button>
      </div>
      <ul>
        {ORDER.map((i) => (
          <li key={i} className={i === calling ? 'lit' : undefined}>
            <span>
              {t(`bonanza.space.${SPACES[i] ?? 'joker'}`)}
              <small>{wants(t, i)}</small>
            </span>
            <b>{i === POKER_SPACE && !pokerSpace ? '–' : (sheet[i] ?? 0)}</b>
          </li>
        ))}
      </ul>
    </section>
  );
}
