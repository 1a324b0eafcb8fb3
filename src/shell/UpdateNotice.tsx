// "Update ready": offered only between hands or in the menu; applying it reloads the page.
import { useEffect, useState } from 'react';
import { useTranslation } from './i18n';
import { applyUpdate, onUpdateReady } from './pwa';

export function UpdateNotice() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => onUpdateReady(setReady), []);
  if (!ready) return null;
  return (
    <div className="update-notice" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" onClick={() => void applyUpdate()}>
        {t('update.apply')}
      </button>
    </div>
  );
}
