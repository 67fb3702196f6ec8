import type { User } from '@stillpoint/api/contract';
import { useRecentLog } from './queries';
import { lengthText, titleText } from './logEntryText';

/** When a session started, in the zone its streaks are counted in, written as the browser's locale writes it (24-hour under en-GB). */
const dateText = (iso: string, timeZone: string) => new Date(iso).toLocaleString(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The latest sessions of the log, newest first: each by its own name, with the minutes practised. */
export function RecentLog({ user }: { readonly user: User }) {
  const log = useRecentLog(user);
  return (
    <section className="stack" aria-labelledby="recent-log-heading">
      <h2 id="recent-log-heading">Recent sessions</h2>
      {log.isPending && <p className="muted">Loading…</p>}
      {log.isSuccess && log.data.length === 0 && <p className="empty">Sessions you finish appear here.</p>}
      {log.data && log.data.length > 0 && (
        <ul className="log-list">
          {log.data.map((entry) => (
            <li key={entry.id} className="log-item">
              <span className="log-item__kind" aria-hidden="true" data-kind={entry.session_type} />
              <span className="log-item__what">
                <span className="log-item__technique">{titleText(entry)}</span>
                <span className="muted"> · {entry.session_type === 'breathing' ? 'Breathing' : 'Meditation'}</span>
              </span>
              <span className="log-item__when muted">{dateText(entry.timestamp, user.timeZone)}</span>
              <span className="log-item__length">{lengthText(entry)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
