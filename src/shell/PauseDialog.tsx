// The pause dialog: shown when the tab was hidden or the person paused; resume, rules, or leave.
import { useEffect, useRef } from 'react';
import { useTranslation } from './i18n';
import type { PauseReason } from './pause';

export interface PauseDialogProps {
  readonly reason: PauseReason;
  readonly onResume: () => void;
  readonly onLeave: () => void;
}

export function PauseDialog({ reason, onResume, onLeave }: PauseDialogProps) {
  const { t } = useTranslation();
  const resume = useRef<HTMLButtonElement>(null);
  useEffect(() => resume.current?.focus(), []);
  return (
    <div className="backdrop">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="pause-title"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onResume();
        }}
      >
        <h2 id="pause-title">{t('pause.title')}</h2>
        {reason === 'away' && <p>{t('pause.away')}</p>}
        <div className="dialog-buttons">
          <button ref={resume} type="button" className="primary" onClick={onResume}>
            {t('pause.resume')}
          </button>
          <button type="button" onClick={onLeave}>
            {t('pause.leave')}
          </button>
        </div>
      </div>
    </div>
  );
}
