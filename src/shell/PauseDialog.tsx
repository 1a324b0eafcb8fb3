// The pause dialog: shown when the tab was hidden or the person paused; resume, rules, or leave.
import { useContext, useEffect, useRef } from 'react';
import { InGameRulesContext } from './in-game-rules';
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
  const rulesButton = useRef<HTMLButtonElement>(null);
  const rules = useContext(InGameRulesContext);
  const reading = rules?.reading ?? false;
  const back = useRef(false);
  useEffect(() => {
    // First the way back to the game; after reading the rules, the button that opened them.
    if (reading) back.current = true;
    else (back.current ? rulesButton : resume).current?.focus();
  }, [reading]);
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
          {rules ? (
            <button ref={rulesButton} type="button" onClick={rules.open}>
              {t('pause.rules')}
            </button>
          ) : null}
          <button type="button" onClick={onLeave}>
            {t('pause.leave')}
          </button>
        </div>
      </div>
    </div>
  );
}
