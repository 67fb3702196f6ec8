import { isPaymentRequired } from '../../lib/paymentRequired';
import { PaymentRequiredNote } from '../billing/PaymentRequiredNote';
import type { User } from '@stillpoint/api/contract';
import { useAppDialogs } from '../../lib/appDialogs';
import { useSignedInUser } from '../auth/useSignedInUser';
import { PracticeCalendar } from './PracticeCalendar';
import { RecentLog } from './RecentLog';
import { StreakSummary } from './StreakSummary';
import { WeeklyMinutesChart } from './WeeklyMinutesChart';
import { calendarWeeks, todayIn, weeklyMinutes } from './practiceCalendar';
import { tracksProgress, unreachable, useStats } from './queries';
import { useConnection } from '../offline/connectionStore';
import './history.css';
import { useMessages } from '../../i18n/useMessages';
import { historyMessages } from './historyMessages';

/** The calendar and the chart cover these many weeks (the API sends the practice days of the last 16). */
export const WEEKS_SHOWN = 16;

/**
 * History and progress, shown while streak tracking or monthly stats is on (GET /api/user/stats is asked
 * only then): the streaks, a calendar of practice days, minutes per week, and the recent log.
 */
export function History() {
  const user = useSignedInUser();
  if (!tracksProgress(user)) return <TrackingOff />;
  return <Progress user={user} />;
}

function TrackingOff() {
  const showDialog = useAppDialogs((state) => state.show);
  const t = historyMessages.useMessages();
  const core = useMessages();
  return (
    <div className="history stack">
      <h1>{core('shell.history')}</h1>
      <div className="empty stack">
        <p>{t('history.off')}</p>
        <p>
          <button type="button" className="button" onClick={() => showDialog('profile')}>
            {t('history.turnOn')}
          </button>
        </p>
      </div>
    </div>
  );
}

function Progress({ user }: { readonly user: User }) {
  const stats = useStats(user);
  const online = useConnection((state) => state.online);
  const t = historyMessages.useMessages();
  const core = useMessages();
  const weeks = calendarWeeks(stats.data?.practiceDays ?? [], todayIn(user.timeZone), WEEKS_SHOWN);
  return (
    <div className="history stack--lg">
      <div className="stack">
        <h1>{core('shell.history')}</h1>
        <p className="muted">{t('history.zone', { zone: user.timeZone.replace(/_/g, ' ') })}</p>
      </div>
      {stats.isPending && !unreachable(stats) && <p className="muted" role="status">{t('history.loading')}</p>}
      {stats.isError && isPaymentRequired(stats.error) && <PaymentRequiredNote what="progress" />}
      {unreachable(stats) && !online && (
        <p className="empty" role="status">
          {t('history.offline')}
        </p>
      )}
      {stats.isError && online && !isPaymentRequired(stats.error) && <p className="empty" role="alert">{t('history.failed')}</p>}
      {stats.data && (
        <>
          <StreakSummary stats={stats.data} user={user} />
          <div className="history__charts">
            <section className="card stack" aria-labelledby="calendar-heading">
              <h2 id="calendar-heading">{t('history.days')}</h2>
              <PracticeCalendar weeks={weeks} />
            </section>
            <section className="card stack" aria-labelledby="minutes-heading">
              <h2 id="minutes-heading">{t('history.perWeek')}</h2>
              <WeeklyMinutesChart minutes={weeklyMinutes(weeks)} firstDays={weeks.map((week) => week[0]?.date ?? '')} />
            </section>
          </div>
        </>
      )}
      <RecentLog user={user} />
    </div>
  );
}
