// The first game's coach: one line of help for the step the person is at, spoken to screen readers as it changes.
import { coachLine } from '../view/coach';
import { useTable } from '../view/GameContext';
import { useTranslation } from '../texts';

export function CoachLine() {
  const { t } = useTranslation();
  const line = useTable(coachLine);
  return (
    <p className="azacru-coach" aria-live="polite">
      <strong>{t('azacru.coach.title')}: </strong>
      {t(`azacru.coach.${line}`)}
    </p>
  );
}
