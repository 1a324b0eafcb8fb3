// Says once, when the device refuses to store a game's data (stats, tips), that it is kept only until the page closes.
import { useEffect, useState } from 'react';
import { useTranslation } from './i18n';
import { watchRefusedWrites } from './storage';

/**
 * A game's save is not reported here: its running screen says when its save is refused (the
 * contract's SaveSlot). Settings are reported by the menu.
 */
export function StorageNotice() {
  const { t } = useTranslation();
  const [state, setState] = useState<'quiet' | 'shown' | 'dismissed'>('quiet');
  useEffect(
    () =>
      watchRefusedWrites(({ name }) => {
        if (name !== 'save') setState((s) => (s === 'quiet' ? 'shown' : s));
      }),
    [],
  );
  if (state !== 'shown') return null;
  return (
    <div className="storage-notice" role="alert">
      <span>{t('app.storageRefused')}</span>
      <button type="button" onClick={() => setState('dismissed')}>
        {t('app.dismiss')}
      </button>
    </div>
  );
}
