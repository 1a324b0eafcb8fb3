// AZACRU's own options on the settings page (the shell heads them with its name): coordinates on the rim, the top-down view, undo against bots.
import type { SetupProps } from '../../../../shell/contract';
import type { Settings } from '../../settings';
import { useTranslation } from '../../texts';

const OPTIONS = ['coordinates', 'topDown', 'undo'] as const;

export function Preferences({ settings, onChange }: SetupProps<Settings>) {
  const { t } = useTranslation();
  return (
    <>
      {OPTIONS.map((key) => (
        <div key={key} className="check">
          <input
            id={`azacru-${key}`}
            type="checkbox"
            checked={settings[key]}
            onChange={(e) => onChange({ ...settings, [key]: e.target.checked })}
          />
          <label htmlFor={`azacru-${key}`}>{t(`azacru.prefs.${key}`)}</label>
        </div>
      ))}
    </>
  );
}
