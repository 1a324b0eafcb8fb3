// Settings: language (or the browser's), sound (mute, volume), name, hints, card buttons, reduced motion.
import { useState } from 'react';
import { browserLanguage, useTranslation } from './i18n';
import { LANGUAGES, type Language, type Settings } from '../games/azuma/settings';

export interface SettingsScreenProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onBack: () => void;
  readonly onPlay: () => void;
}

const CHECKS = ['hints', 'cardButtons', 'reduceMotion'] as const;

export function SettingsScreen({ settings, onChange, onBack, onPlay }: SettingsScreenProps) {
  const { t } = useTranslation();
  const pick = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    onChange({ ...settings, [key]: value });
  const [name, setName] = useState(settings.name === 'You' ? t('hud.you') : settings.name);

  return (
    <main className="screen settings">
      <h1>{t('settings.title')}</h1>
      <fieldset>
        <legend>{t('settings.language')}</legend>
        <label className="chip-row">
          <input
            type="radio"
            name="language"
            checked={settings.language === null}
            onChange={() => pick('language', null)}
          />
          {t('settings.auto', { lang: t(`lang.${browserLanguage()}`) })}
        </label>
        {LANGUAGES.map((lang: Language) => (
          <label key={lang} className="chip-row" lang={lang}>
            <input
              type="radio"
              name="language"
              value={lang}
              checked={settings.language === lang}
              onChange={() => pick('language', lang)}
            />
            {t(`lang.${lang}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settings.sound')}</legend>
        <div className="check">
          <input
            id="muted"
            type="checkbox"
            checked={settings.muted}
            onChange={(e) => pick('muted', e.target.checked)}
          />
          <label htmlFor="muted">{t('settings.muted')}</label>
        </div>
        <div className="field">
          <label htmlFor="volume">{t('settings.volume')}</label>
          <input
            id="volume"
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(settings.volume * 100)}
            aria-valuetext={`${Math.round(settings.volume * 100)} %`}
            disabled={settings.muted}
            onChange={(e) => pick('volume', Number(e.target.value) / 100)}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('settings.help')}</legend>
        <div className="field">
          <label htmlFor="name">{t('settings.name')}</label>
          <input
            id="name"
            type="text"
            maxLength={24}
            autoComplete="nickname"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              const typed = e.target.value.trim();
              pick('name', typed && typed !== t('hud.you') ? typed : 'You');
            }}
          />
        </div>
        {CHECKS.map((key) => (
          <div key={key} className="check">
            <input
              id={key}
              type="checkbox"
              checked={settings[key]}
              onChange={(e) => pick(key, e.target.checked)}
            />
            <label htmlFor={key}>{t(`settings.${key}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className="row-buttons">
        <button type="button" onClick={onBack}>
          {t('app.back')}
        </button>
        <button type="button" className="primary" onClick={onPlay}>
          {t('settings.play')}
        </button>
      </div>
    </main>
  );
}
