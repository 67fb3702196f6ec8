import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readRunningSession } from './runningSession';

/** Once per page load: a reload or a reopened tab comes back to the session, not an in-app visit of another screen. */
let looked = false;

/**
 * The app opened on another screen (a crashed tab reopened at /app, a home-screen launch) while a session
 * is kept on the device: the session screen carries it on, or logs it and says so (SessionScreen).
 */
export function ResumeKeptSession({ userId }: { readonly userId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (looked) return;
    looked = true;
    if (readRunningSession(userId)) void navigate('/app/session', { replace: true });
  }, [navigate, userId]);
  return null;
}
