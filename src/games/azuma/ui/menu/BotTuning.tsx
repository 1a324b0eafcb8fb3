// The tuning panel of one bot: its ex-Gaussian reaction delays, reach and mistakes, each kept inside BOUNDS.
import { useTranslation } from '../../texts';
import { type BotParams, BOUNDS, checkBotParams, type ExGaussian } from '../../bots/params';
import { NumberField } from './NumberField';

export interface BotTuningProps {
  readonly name: string;
  readonly params: BotParams;
  readonly onChange: (params: BotParams) => void;
  readonly onReset: () => void;
  readonly onDone: () => void;
}

const DELAYS = ['recognition', 'reaction', 'think'] as const;
const PARTS = ['mu', 'sigma', 'tau'] as const;
const SINGLES = ['floorMs', 'reachBaseMs', 'reachMsPerUnit'] as const;
const CHANCES = ['falseGrabChance', 'fakeChance'] as const;

export function BotTuning({ name, params, onChange, onReset, onDone }: BotTuningProps) {
  const { t } = useTranslation();
  /** Hands on only parameter sets that pass the bots' own validation. */
  const commit = (next: BotParams) => {
    if (checkBotParams(next) === null) onChange(next);
  };
  const range = (min: number, max: number) => t('bot.range', { min, max });

  return (
    <div className="tuning" role="group" aria-label={t('bot.tuneTitle', { name })}>
      <h3>{t('bot.tuneTitle', { name })}</h3>
      {DELAYS.map((delay) => (
        <fieldset key={delay} className="delay">
          <legend>{t(`bot.${delay}`)}</legend>
          {PARTS.map((part) => {
            const [min, max] = BOUNDS[part];
            return (
              <NumberField
                key={part}
                label={t(`bot.${part}`)}
                value={params[delay][part]}
                min={min}
                max={max}
                invalidText={range(min, max)}
                onCommit={(v) => {
                  const d: ExGaussian = { ...params[delay], [part]: v ?? 0 };
                  commit({ ...params, [delay]: d });
                }}
              />
            );
          })}
        </fieldset>
      ))}
      <fieldset className="delay">
        <legend>{t('bot.reachAndMistakes')}</legend>
        {SINGLES.map((key) => {
          const [min, max] = BOUNDS[key];
          return (
            <NumberField
              key={key}
              label={t(`bot.${key}`)}
              value={params[key]}
              min={min}
              max={max}
              invalidText={range(min, max)}
              onCommit={(v) => commit({ ...params, [key]: v ?? 0 })}
            />
          );
        })}
        {CHANCES.map((key) => {
          const [min, max] = BOUNDS[key];
          return (
            <NumberField
              key={key}
              label={t(`bot.${key}`)}
              value={params[key]}
              min={min}
              max={max}
              step={0.001}
              invalidText={range(min, max)}
              onCommit={(v) => commit({ ...params, [key]: v ?? 0 })}
            />
          );
        })}
      </fieldset>
      <div className="row-buttons">
        <button type="button" onClick={onReset}>
          {t('bot.reset')}
        </button>
        <button type="button" onClick={onDone}>
          {t('bot.done')}
        </button>
      </div>
    </div>
  );
}
