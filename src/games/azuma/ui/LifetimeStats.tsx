// Lifetime stats kept on the device: games, wins, best and median grab reaction.
import { useTranslation } from '../texts';
import { bestReaction, type LifetimeStats, medianReaction } from '../stats';

export function LifetimeStatsView({ stats, bad }: { stats: LifetimeStats | null; bad: boolean }) {
  const { t } = useTranslation();
  const ms = (v: number | null) => (v === null ? t('end.noData') : t('end.ms', { ms: v }));
  return (
    <>
      {bad && <p className="notice">{t('end.badStats')}</p>}
      <dl className="lifetime">
        <dt>{t('end.games')}</dt>
        <dd>{stats?.games ?? 0}</dd>
        <dt>{t('end.wins')}</dt>
        <dd>{stats?.wins ?? 0}</dd>
        <dt>{t('end.best')}</dt>
        <dd>{ms(stats ? bestReaction(stats) : null)}</dd>
        <dt>{t('end.medianAll')}</dt>
        <dd>{ms(stats ? medianReaction(stats) : null)}</dd>
      </dl>
    </>
  );
}
