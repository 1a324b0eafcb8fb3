// AZUMA's own options on the settings page (the shell heads them with its name): always show the card and stick buttons, and what they are.
import type { SetupProps } from '../../../../shell/contract';
import { useTranslation } from '../../texts';
import type { Settings } from '../../settings';

export function Preferences({ settings, onChange }: SetupProps<Settings>) {
  const { t } = useTranslation();
  return (
    <>
      <div className="check">
        <input
          id="cardButtons"
          type="checkbox"
          checked={settings.cardButtons}
          aria-describedby="cardButtons-note"
          onChange={(e) => onChange({ ...settings, cardButtons: e.target.checked })}
        />
        <label htmlFor="cardButtons">{t('prefs.cardButtons')}</label>
      </div>
      <p id="cardButtons-note" className="check-note">
        {t('prefs.cardButtonsNote')}
      </p>
    </>
  );
}
