import type { User } from '@stillpoint/api/contract';
import { useConnection } from '../offline/connectionStore';
import { deviceLog, withWaiting, type ShownEntry } from './deviceLog';
import { lengthText, titleText } from './logEntryText';
import { RECENT_LOG_SHOWN, unreachable, useRecentLog } from './queries';
import { useDeviceLog } from './useDeviceLog';

/** When a session started, in the zone its streaks are counted in, written as the browser's locale writes it (24-hour under en-GB). */
const dateText = (iso: string, timeZone: string) => new Date(iso).toLocaleString(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * The latest sessions, newest first: each by its own name, with the minutes practised. The API's log, with the
 * completions still waiting in this device's outbox marked so; when the log cannot be read (offline), what this
 * device holds: its local log and its outbox.
 */
export function RecentLog({ user }: { readonly user: User }) {
  const log = useRecentLog(user);
  const device = useDeviceLog(user.id);
  const online = useConnection((state) => state.online);
  const fromDevice = unreachable(log);
  const shown: ShownEntry[] | null = log.data ? withWaiting(log.data, device?.outbox ?? [], RECENT_LOG_SHOWN) : fromDevice && device ? deviceLog(device.local, device.outbox, RECENT_LOG_SHOWN) : null;
  return (
    <section className="stack" aria-labelledby="recent-log-heading">
      <h2 id="recent-log-heading">Recent sessions</h2>
      {fromDevice && (
        <p className="muted">
          {online ? 'Your sessions could not be loaded from Stillpoint.' : 'You are offline.'} These are the sessions on this device; those waiting to be sent count
          in your progress once they arrive.
        </p>
      )}
      {!shown && log.isPending && !fromDevice && <p className="muted">Loading…</p>}
      {shown?.length === 0 && <p className="empty">Sessions you practise appear here.</p>}
      {shown && shown.length > 0 && (
        <ul className="log-list">
          {shown.map(({ entry, waiting }) => (
            <li key={entry.id} className="log-item">
              <span className="log-item__kind" aria-hidden="true" data-kind={entry.session_type} />
              <span className="log-item__what">
                <span className="log-item__technique">{titleText(entry)}</span>
                <span className="muted"> · {entry.session_type === 'breathing' ? 'Breathing' : 'Meditation'}</span>
              </span>
              <span className="log-item__when muted">
                {dateText(entry.timestamp, user.timeZone)}
                {waiting && <span className="log-item__waiting"> · Waiting to be sent</span>}
              </span>
              <span className="log-item__length">{lengthText(entry)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
