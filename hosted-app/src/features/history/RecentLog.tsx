import type { User } from '@stillpoint/api/contract';
import { useConnection } from '../offline/connectionStore';
import { deviceLog, withWaiting, type ShownEntry } from './deviceLog';
import { lengthText, titleText } from './logEntryText';
import { RECENT_LOG_SHOWN, unreachable, useRecentLog } from './queries';
import { useDeviceLog } from './useDeviceLog';
import { useLocale, useMessages } from '../../i18n/useMessages';
import { historyMessages } from './historyMessages';
import { usePresetWords } from '../presets/presetWords';

/** When a session started, in the zone its streaks are counted in, written as the app's language writes it. */
const dateText = (locale: string, iso: string, timeZone: string) => new Date(iso).toLocaleString(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * The latest sessions, newest first: each by its own name, with the minutes practised. The API's log, with the
 * completions still waiting in this device's outbox marked so; when the log cannot be read (offline), what this
 * device holds: its local log and its outbox.
 */
export function RecentLog({ user }: { readonly user: User }) {
  const log = useRecentLog(user);
  const device = useDeviceLog(user.id);
  const online = useConnection((state) => state.online);
  const t = historyMessages.useMessages();
  const core = useMessages();
  const locale = useLocale();
  const words = usePresetWords();
  const fromDevice = unreachable(log);
  const shown: ShownEntry[] | null = log.data ? withWaiting(log.data, device?.outbox ?? [], RECENT_LOG_SHOWN) : fromDevice && device ? deviceLog(device.local, device.outbox, RECENT_LOG_SHOWN) : null;
  return (
    <section className="stack" aria-labelledby="recent-log-heading">
      <h2 id="recent-log-heading">{t('history.recent')}</h2>
      {fromDevice && (
        <p className="muted">
          {t(online ? 'history.logFailed' : 'history.offlineNow')} {t('history.onDevice')}
        </p>
      )}
      {!shown && log.isPending && !fromDevice && <p className="muted">{core('common.loading')}</p>}
      {shown?.length === 0 && <p className="empty">{t('history.empty')}</p>}
      {shown && shown.length > 0 && (
        <ul className="log-list">
          {shown.map(({ entry, waiting }) => (
            <li key={entry.id} className="log-item">
              <span className="log-item__kind" aria-hidden="true" data-kind={entry.session_type} />
              <span className="log-item__what">
                <span className="log-item__technique">{words.title(entry.technique, titleText(entry, t))}</span>
                <span className="muted"> · {core(entry.session_type === 'breathing' ? 'quick.breathing' : 'quick.meditation')}</span>
              </span>
              <span className="log-item__when muted">
                {dateText(locale, entry.timestamp, user.timeZone)}
                {waiting && <span className="log-item__waiting"> · {t('history.waiting')}</span>}
              </span>
              <span className="log-item__length">{lengthText(entry, t)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
