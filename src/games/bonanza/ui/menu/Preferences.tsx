// BONANZA RUMMY's own options on the settings page (the shell heads them with its name): the card faces (red and black, or four colours).
import type { SetupProps } from '../../../../shell/contract';
import { COLOUR_SCHEMES, type ColourScheme } from '../../scene/faces';
import type { Settings } from '../../settings';
import { useTranslation } from '../../texts';

export function Preferences({ settings, onChange }: SetupProps<Settings>) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="bonanza-faces">{t('bonanza.prefs.faces')}</label>
      <select
        id="bonanza-faces"
        value={settings.faces}
        onChange={(e) => onChange({ ...settings, faces: e.target.value as ColourScheme })}
      >
        {COLOUR_SCHEMES.map((s) => (
          <option key={s} value={s}>
            {t(`bonanza.prefs.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
