import type { Stats, User } from '@stillpoint/api/contract';
import { useLocale } from '../../i18n/useMessages';
import { historyMessages } from './historyMessages';


/** The streaks (while streak tracking is on) and the last 30 days' totals (while monthly stats are on). */
export function StreakSummary({ stats, user }: { readonly stats: Stats; readonly user: User }) {
  const t = historyMessages.useMessages();
  const number = new Intl.NumberFormat(useLocale());
  const figures: [label: string, value: string][] = [];
  if (user.streakTrackingEnabled) figures.push([t('history.current'), t('history.days.count', { count: stats.currentStreak })], [t('history.longest'), t('history.days.count', { count: stats.longestStreak })]);
  if (user.monthlyStatsEnabled) {
    figures.push([t('history.breathingCount'), number.format(stats.monthlyStats.totalBreathingSessions)], [t('history.meditationMinutes'), number.format(stats.monthlyStats.totalMeditationMinutes)]);
  }
  return (
    <dl className="figures">
      {figures.map(([label, value]) => (
        <div key={label} className="figure card card--quiet">
          <dt className="figure__label">{label}</dt>
          <dd className="figure__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
