// The start screen's lifetime stats for AZUMA, once a game was played (or the stored ones are unreadable).
import { useMemo } from 'react';
import { useTranslation } from '../../texts';
import { loadStats } from '../../stats';
import { LifetimeStatsView } from '../LifetimeStats';

export function StatsSection() {
  const { t } = useTranslation();
  const { stats, bad } = useMemo(loadStats, []);
  if (stats.games === 0 && !bad) return null;
  return (
    <section className="menu-stats" aria-labelledby="stats-title">
      <h2 id="stats-title">{t('end.lifetime')}</h2>
      <LifetimeStatsView stats={stats} bad={bad} />
    </section>
  );
}
