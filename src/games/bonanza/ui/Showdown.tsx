// The poker showdown: every five over the table, hung from its top and readable on a phone, until the person is asked or closes it; then folded to a line by the decision that opens it again, until the hand ends.
import type { Ref } from 'react';
import { useMoreBelow } from './useMoreBelow';
import type { ColourScheme } from '../scene/faces';
import { useTranslation } from '../texts';
import { useTable } from '../view/GameContext';
import { sameData, selectNames } from '../view/selectors';
import { Fives, type ShownFive } from './Fives';

/** The id of the fives over the table, for the line that opens and folds them. */
export const SHOWDOWN_ID = 'bonanza-showdown';

export function Showdown(props: {
  fives: readonly ShownFive[];
  scheme: ColourScheme;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { ref, more, look } = useMoreBelow<HTMLElement>();
  const { onClose } = props;
  return (
    <section
      id={SHOWDOWN_ID}
      className="bonanza-panel bonanza-showdown"
      ref={ref}
      onScroll={look}
      data-more={more || undefined}
      aria-labelledby="bonanza-showdown-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="head-bar">
        <h2 id="bonanza-showdown-title">{t('bonanza.summary.showdown')}</h2>
        <button type="button" className="close" onClick={onClose}>
          {t('bonanza.summary.close')}
        </button>
      </div>
      <Fives fives={props.fives} scheme={props.scheme} />
    </section>
  );
}

/** The showdown in one line (who took the space, with what), pressed while the fives are on show. */
export function ShowdownLine(props: {
  fives: readonly ShownFive[];
  open: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const names = useTable(selectNames, sameData);
  const won = props.fives
    .filter((f) => f.won)
    .map((f) => t('bonanza.summary.five', { name: names[f.seat] ?? '', hand: f.hand }))
    .join(', ');
  return (
    <button
      ref={props.ref}
      type="button"
      className="bonanza-showdown-line"
      aria-expanded={props.open}
      aria-controls={props.open ? SHOWDOWN_ID : undefined}
      onClick={props.onToggle}
    >
      <b>{t('bonanza.summary.showdown')}</b> {won}
    </button>
  );
}
