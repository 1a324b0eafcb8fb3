// The game's final sheet, opened from the end screen: every round, the last hand's entries marked, the totals in view.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../texts';
import { useTable } from '../../view/GameContext';
import * as S from '../../view/selectors';
import { ScoreSheet } from '../sheet/ScoreSheet';
import { SheetScroll } from '../sheet/SheetScroll';
import { useSeatNames } from './names';

/** No column is "now" once the game is over: the paper opens at its end, where the totals are. */
const AT_THE_TOTALS = { selector: 'th.round.now', key: -1 } as const;

export function FinalSheet({ onBack }: { readonly onBack: () => void }) {
  const { t } = useTranslation();
  const names = useSeatNames();
  const book = useTable(S.selectBook);
  const last = useTable(S.selectLastEntries);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus({ preventScroll: true }), []);
  return (
    <div className="dialog final-sheet" role="dialog" aria-modal="true" aria-label={t('hud.sheet')}>
      <div className="paper">
        <SheetScroll open focus={AT_THE_TOTALS}>
          <ScoreSheet book={book} names={names} fresh={last} />
        </SheetScroll>
      </div>
      <div className="dialog-buttons">
        <button ref={back} type="button" className="primary" onClick={onBack}>
          {t('end.back')}
        </button>
      </div>
    </div>
  );
}
