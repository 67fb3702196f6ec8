import type { Stats, User } from '@stillpoint/api/contract';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The streaks (while streak tracking is on) and the last 30 days' totals (while monthly stats are on). */
export function StreakSummary({ stats, user }: { readonly stats: Stats; readonly user: User }) {
  const figures: [label: string, value: string][] = [];
  if (user.streakTrackingEnabled) figures.push(['Current streak', days(stats.currentStreak)], ['Longest streak', days(stats.longestStreak)]);
  if (user.monthlyStatsEnabled) {
    figures.push(['Breathing sessions, last 30 days', String(stats.monthlyStats.totalBreathingSessions)], ['Meditation minutes, last 30 days', String(stats.monthlyStats.totalMeditationMinutes)]);
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
