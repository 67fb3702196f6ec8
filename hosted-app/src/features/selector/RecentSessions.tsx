import type { SavedSession } from '@stillpoint/api/contract';
import { isPaymentRequired } from '../../lib/paymentRequired';
import { PaymentRequiredNote } from '../billing/PaymentRequiredNote';
import { SavedSessionItem } from '../library/SavedSessionItem';
import { useSavedSessions } from '../library/queries';
import { RecentSessionsSection, SessionsLoading } from './RecentSessionsSection';
import { useMessages } from '../../i18n/useMessages';

/** core-app.md §9: recent saved sessions shown on the selector. */
export const RECENT_SHOWN = 3;

/** Up to 3 recent saved sessions, each one tap to run (core-app.md §2). Loaded by the selector after its first screen. */
export default function RecentSessions() {
  const sessions = useSavedSessions();
  const t = useMessages();
  const recent: readonly SavedSession[] = (sessions.data ?? []).slice(0, RECENT_SHOWN);
  return (
    <RecentSessionsSection allSaved={recent.length > 0}>
      {sessions.isPending && <SessionsLoading />}
      {sessions.isError && (isPaymentRequired(sessions.error) ? <PaymentRequiredNote what="sessions" /> : <p className="muted">{t('home.savedFailed')}</p>)}
      {sessions.isSuccess && recent.length === 0 && <p className="empty">{t('home.savedEmpty')}</p>}
      {recent.length > 0 && (
        <ul className="recent-list">
          {recent.map((session) => (
            <SavedSessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
    </RecentSessionsSection>
  );
}
