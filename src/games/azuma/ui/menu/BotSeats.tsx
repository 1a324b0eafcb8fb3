// Opponents on the start screen: speed preset and card play per bot seat, with a tuning panel per bot.
import { useState } from 'react';
import { useTranslation } from '../../texts';
import {
  BOT_NAMES,
  type BotSeatSettings,
  botParams,
  SEAT_PRESETS,
  type SeatPreset,
  type Settings,
} from '../../settings';
import { SKILLS, type Skill } from '../../bots/params';
import { MATCHED_DEFAULT_AFTER, MATCHED_MIN_TIMES, personRaceMedian } from '../../bots/matched';
import { PRESET_IDS } from '../../bots/presets';
import { loadStats } from '../../stats';
import { BotTuning } from './BotTuning';

export interface BotSeatsProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
}

export function BotSeats({ settings, onChange }: BotSeatsProps) {
  const { t } = useTranslation();
  const [tuning, setTuning] = useState<number | null>(null);
  const setBot = (i: number, bot: BotSeatSettings) =>
    onChange({ ...settings, bots: settings.bots.map((b, k) => (k === i ? bot : b)) });
  const seats = settings.bots.slice(0, settings.players - 1);
  const [races] = useState(() => loadStats().stats.races);
  const median = Math.round(personRaceMedian(races));
  // Offered once the person has raced a few times and every seat is still on a fixed preset.
  const offer =
    races.length >= MATCHED_DEFAULT_AFTER &&
    seats.every((b) => b.preset !== 'matched' && b.custom === null);

  return (
    <fieldset className="bots">
      <legend>{t('setup.opponents')}</legend>
      {seats.map((bot, i) => {
        const name = BOT_NAMES[i] ?? `Bot ${i + 1}`;
        return (
          <div key={i} className="bot-seat">
            <span className="bot-name">{name}</span>
            {/* One group: when the row is too narrow the name stands above the three, never Tune alone. */}
            <span className="bot-controls">
              <select
                aria-label={t('bot.speed', { name })}
                value={bot.custom ? 'custom' : bot.preset}
                onChange={(e) => {
                  if (e.target.value !== 'custom')
                    setBot(i, { ...bot, preset: e.target.value as SeatPreset, custom: null });
                }}
              >
                {SEAT_PRESETS.map((p) => (
                  <option key={p} value={p}>
                    {t(`preset.${p}`)}
                  </option>
                ))}
                {bot.custom && <option value="custom">{t('bot.custom')}</option>}
              </select>
              <select
                aria-label={t('bot.cards', { name })}
                value={bot.skill}
                onChange={(e) => {
                  const skill = e.target.value as Skill;
                  setBot(i, { ...bot, skill, custom: bot.custom && { ...bot.custom, skill } });
                }}
              >
                {SKILLS.map((s) => (
                  <option key={s} value={s}>
                    {t(`skill.${s}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                aria-expanded={tuning === i}
                onClick={() => setTuning(tuning === i ? null : i)}
              >
                {t('bot.tune')}
                <span className="sr-only"> {name}</span>
              </button>
            </span>
            {tuning === i && (
              <BotTuning
                name={name}
                params={botParams(bot, median, settings.players)}
                onChange={(custom) => setBot(i, { ...bot, custom })}
                onReset={() => setBot(i, { ...bot, custom: null })}
                onDone={() => setTuning(null)}
              />
            )}
          </div>
        );
      })}
      {offer && (
        <p className="matched-offer">
          <span>{t('speeds.offer', { ms: median })}</span>
          <button
            type="button"
            onClick={() =>
              onChange({
                ...settings,
                bots: settings.bots.map((b) => ({ ...b, preset: 'matched', custom: null })),
              })
            }
          >
            {t('speeds.useMatched')}
          </button>
        </p>
      )}
      <details className="speeds">
        <summary>{t('speeds.title')}</summary>
        <ul>
          {PRESET_IDS.map((p) => (
            <li key={p}>{t(`speeds.${p}`)}</li>
          ))}
          <li>
            {t('speeds.matched')}{' '}
            {races.length >= MATCHED_MIN_TIMES
              ? t('speeds.matchedNow', { ms: median })
              : t('speeds.matchedPrior')}
          </li>
        </ul>
      </details>
    </fieldset>
  );
}
