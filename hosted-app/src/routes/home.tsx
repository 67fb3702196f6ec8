import { useAuth } from '../features/auth/userStore';
import { Landing } from '../features/public/Landing';
import { landingMeta } from '../features/public/landingMeta';
import { AppShell } from '../features/shell/AppShell';
import { Selector } from '../features/selector/Selector';
import { useShownPrerendered } from '../lib/useShownPrerendered';
import { LoadingScreen } from '../ui/LoadingScreen';

/** The landing page's title, description and structured data (the product and its offers, the FAQ). */
export const meta = () => landingMeta('/');

/**
 * Home for signed-in users, the landing page for everyone else (prerendered as the landing page). The server
 * answers a signed-in request for / with the SPA fallback, so this renders in the browser with no landing
 * page before it: the loading screen until the user is known, then home (the landing page if the session
 * ended meanwhile). Where the prerendered landing page is hydrated, it stays until the answer.
 */
export default function Home() {
  const auth = useAuth();
  const landingShown = useShownPrerendered();
  if (auth.status === 'signedIn') {
    return (
      <AppShell>
        <Selector user={auth.user} />
      </AppShell>
    );
  }
  if (auth.status === 'loading' && !landingShown) return <LoadingScreen />;
  return <Landing />;
}
