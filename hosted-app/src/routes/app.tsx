import { Outlet, useLocation } from 'react-router';
import { RequireUser } from '../features/auth/RequireUser';
import { ResumeKeptSession } from '../features/session/ResumeKeptSession';
import { OutboxFlush } from '../features/session/useOutboxFlush';
import { AppShell } from '../features/shell/AppShell';
import { pageMeta } from '../lib/pageMeta';
// The signed-in frame's stylesheets, with its routes (routes/home.tsx says why).
import '../features/shell/shell.css';
import '../features/selector/selector.css';

export const meta = () => pageMeta({ title: 'Your practice', description: 'Your breathing and meditation sessions.', path: '/app', noindex: true });

/**
 * Every /app screen needs a signed-in user (they read it with useSignedInUser); the running session
 * fills the screen (the outbox still sent from there), the others sit in the app's frame. A session kept
 * on the device from a page that was lost is taken up first (ResumeKeptSession).
 */
export default function AppLayout() {
  const { pathname } = useLocation();
  const fullScreen = pathname.toLowerCase().startsWith('/app/session');
  return (
    <RequireUser>
      {(user) =>
        fullScreen ? (
          <>
            <OutboxFlush userId={user.id} />
            <Outlet context={user} />
          </>
        ) : (
          <AppShell>
            <ResumeKeptSession userId={user.id} />
            <Outlet context={user} />
          </AppShell>
        )
      }
    </RequireUser>
  );
}
