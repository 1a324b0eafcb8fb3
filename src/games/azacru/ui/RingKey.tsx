// While the person picks a target: what each lit ring's colour means, for the kinds lit now (a newcomer met the colours told only in the hints game).
import { KIND_COLOURS, RING_EDGE } from '../scene/palette';
import { useTable } from '../view/GameContext';
import { sameKinds, selectRingKinds } from '../view/selectors';
import { useTranslation } from '../texts';

export function RingKey() {
  const { t } = useTranslation();
  const kinds = useTable(selectRingKinds, sameKinds);
  if (kinds.length === 0) return null;
  return (
    <ul className="ring-key" aria-label={t('azacru.ringKey.title')}>
      {kinds.map((k) => (
        <li key={k} data-kind={k}>
          {/* The ring as the board draws it: a bright ring in a dark edge. */}
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="8" r="6" fill="none" stroke={RING_EDGE} strokeWidth="4" />
            <circle cx="8" cy="8" r="6" fill="none" stroke={KIND_COLOURS[k]} strokeWidth="2" />
          </svg>
          {t(`azacru.ringKey.${k}`)}
        </li>
      ))}
    </ul>
  );
}
