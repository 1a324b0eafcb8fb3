// AZACRU's table set-up on the start screen: players, and each bot's skill and think time, and the pace; remembered.
import type { SetupProps } from '../../../../shell/contract';
import { SKILLS } from '../../bots/params';
import { THINK_PRESET_IDS, type ThinkPreset } from '../../bots/presets';
import type { Skill } from '../../bots/params';
import {
  BOT_NAMES,
  type BotSeatSettings,
  PACE_CHOICES,
  type PaceId,
  PLAYER_COUNTS,
  type Settings,
} from '../../settings';
import { useTranslation } from '../../texts';
import { PlayerMark } from '../PlayerMark';
import './setup.css';

export function Setup({ settings, onChange }: SetupProps<Settings>) {
  const { t } = useTranslation();
  const setBot = (i: number, bot: BotSeatSettings) =>
    onChange({ ...settings, bots: settings.bots.map((b, j) => (j === i ? bot : b)) });
  return (
    <>
      <fieldset className="players">
        <legend>{t('azacru.setup.players')}</legend>
        {PLAYER_COUNTS.map((n) => (
          <label key={n} className={settings.players === n ? 'chip picked' : 'chip'}>
            <input
              type="radio"
              name="azacru-players"
              value={n}
              checked={settings.players === n}
              onChange={() => onChange({ ...settings, players: n })}
            />
            {n}
          </label>
        ))}
      </fieldset>
      <fieldset className="azacru-bots">
        <legend>{t('azacru.setup.opponents')}</legend>
        {settings.bots.slice(0, settings.players - 1).map((bot, i) => (
          <div key={i} className="azacru-bot">
            <span className="azacru-bot-name">
              <PlayerMark player={i + 1} />
              {t('azacru.setup.bot', { n: i + 2, name: BOT_NAMES[i] ?? '' })}
            </span>
            <label>
              <span className="sr-only">{t('azacru.setup.skill')}</span>
              <select
                aria-label={`${t('azacru.setup.skill')}, ${BOT_NAMES[i] ?? ''}`}
                value={bot.skill}
                onChange={(e) => setBot(i, { ...bot, skill: e.target.value as Skill })}
              >
                {SKILLS.map((s) => (
                  <option key={s} value={s}>
                    {t(`azacru.skill.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            {bot.skill === 'expert' ? (
              <label>
                <span className="sr-only">{t('azacru.setup.think')}</span>
                <select
                  aria-label={`${t('azacru.setup.think')}, ${BOT_NAMES[i] ?? ''}`}
                  value={bot.think}
                  onChange={(e) => setBot(i, { ...bot, think: e.target.value as ThinkPreset })}
                >
                  {THINK_PRESET_IDS.map((p) => (
                    <option key={p} value={p}>
                      {t(`azacru.think.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="azacru-pace">{t('azacru.setup.pace')}</label>
        <select
          id="azacru-pace"
          value={settings.pace}
          onChange={(e) => onChange({ ...settings, pace: e.target.value as PaceId })}
        >
          {PACE_CHOICES.map((p) => (
            <option key={p} value={p}>
              {t(`azacru.pace.${p}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
