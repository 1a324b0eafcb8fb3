// The start screen's lifetime stats for BONANZA RUMMY, once a game was played.
import { useMemo } from 'react';
import { loadStats } from '../../stats';
import { useTranslation } from '../../texts';

export function StatsSection() {
  const { t } = useTranslation();
  const { stats } = useMemo(loadStats, []);
  if (stats.games === 0) return null;
  return (
    <section className="menu-stats" aria-label="BONANZA RUMMY">
      <p>
        {t('bonanza.end.stats', {
          games: stats.games,
          wins: stats.wins,
          best: stats.best,
          bonanzas: stats.bonanzas,
        })}
      </p>
    </section>
  );
}
