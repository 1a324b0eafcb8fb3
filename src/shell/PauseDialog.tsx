// The pause dialog: shown when the tab was hidden or the person paused; resume, rules, settings, or leave.
import { useContext, useEffect, useRef, useState } from 'react';
import { type InGamePage, InGameRulesContext } from './in-game-rules';
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
  const opener = useRef<HTMLButtonElement | null>(null);
  const pages = useContext(InGameRulesContext);
  const reading = pages?.reading ?? null;
  // Leaving a game that is not saved ends it: the first tap on Leave says so, the second leaves.
  const [warned, setWarned] = useState(false);
  useEffect(() => {
    // First the way back to the game; after a page, the button that opened it.
    if (!reading) (opener.current ?? resume.current)?.focus();
  }, [reading]);
  const open = (page: InGamePage) => (e: { currentTarget: HTMLButtonElement }) => {
    opener.current = e.currentTarget;
    pages?.open(page);
  };
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
        {pages?.unsaved ? (
          // Said from the start, and the second tap's request written over it in the same room: the
          // buttons never move between the two taps (a note added at the first pushed them down,
          // and a second tap on the same spot opened the rules).
          <div className="pause-note">
            <p aria-hidden="true" className="room">
              {t('pause.unsaved')}
            </p>
            {warned ? null : <p>{t('pause.notSaved')}</p>}
            <p role="alert">{warned ? t('pause.unsaved') : ''}</p>
          </div>
        ) : null}
        <div className="dialog-buttons">
          <button ref={resume} type="button" className="primary" onClick={onResume}>
            {t('pause.resume')}
          </button>
          {pages ? (
            <>
              <button type="button" onClick={open('rules')}>
                {t('pause.rules')}
              </button>
              <button type="button" onClick={open('settings')}>
                {t('settings.title')}
              </button>
            </>
          ) : null}
          <button
            type="button"
            onClick={pages?.unsaved && !warned ? () => setWarned(true) : onLeave}
          >
            {t('pause.leave')}
          </button>
        </div>
      </div>
    </div>
  );
}
