// Settings: language (or the browser's), sound (mute, volume), name, hints, reduced motion, and the game's own options.
import { useState } from 'react';
import { browserLanguage, LANGUAGES, type Language, useTranslation } from './i18n';
import type { Game, GameSettings } from './contract';
import type { ShellSettings } from './settings';
import { gameEntry } from '../games/registry';

export interface SettingsScreenProps {
  readonly shell: ShellSettings;
  readonly onShell: (shell: ShellSettings) => void;
  /** The chosen game, if loaded, whose own preferences follow the box's (over a running game too). */
  readonly game?: { readonly module: Game; readonly settings: GameSettings } | null;
  readonly onGame?: (settings: GameSettings) => void;
  readonly onBack: () => void;
  /** From the start screen: play with these settings (over a running game: only Back). */
  readonly onPlay?: () => void;
}

const CHECKS = ['hints', 'reduceMotion'] as const;

export function SettingsScreen({
  shell,
  onShell,
  game,
  onGame,
  onBack,
  onPlay,
}: SettingsScreenProps) {
  const { t } = useTranslation();
  const pick = <K extends keyof ShellSettings>(key: K, value: ShellSettings[K]) =>
    onShell({ ...shell, [key]: value });
  const [name, setName] = useState(shell.name === 'You' ? t('app.you') : shell.name);
  const Preferences = game?.module.Preferences;

  return (
    <main className="screen settings">
      <h1>{t('settings.title')}</h1>
      <fieldset>
        <legend>{t('settings.language')}</legend>
        <label className="chip-row">
          <input
            type="radio"
            name="language"
            checked={shell.language === null}
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
              checked={shell.language === lang}
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
            checked={shell.muted}
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
            value={Math.round(shell.volume * 100)}
            aria-valuetext={`${Math.round(shell.volume * 100)} %`}
            disabled={shell.muted}
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
              pick('name', typed && typed !== t('app.you') ? typed : 'You');
            }}
          />
        </div>
        {CHECKS.map((key) => (
          <div key={key} className="check">
            <input
              id={key}
              type="checkbox"
              checked={shell[key]}
              onChange={(e) => pick(key, e.target.checked)}
            />
            <label htmlFor={key}>{t(`settings.${key}`)}</label>
          </div>
        ))}
      </fieldset>
      {/* The game's own part, headed by its name alike for every game (its fields only inside). */}
      {Preferences && game && onGame && (
        <fieldset className="game-prefs">
          <legend>{gameEntry(game.module.id)?.title ?? game.module.id}</legend>
          <Preferences settings={game.settings} onChange={onGame} shell={shell} />
        </fieldset>
      )}
      <div className="row-buttons">
        <button type="button" onClick={onBack}>
          {t('app.back')}
        </button>
        {onPlay && (
          <button type="button" className="primary" onClick={onPlay}>
            {t('settings.play')}
          </button>
        )}
      </div>
    </main>
  );
}
