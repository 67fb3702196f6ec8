import { lazy, Suspense } from 'react';
import { useAuth } from '../features/auth/userStore';
import { landingMeta } from '../features/public/landingMeta';
import { AppShell } from '../features/shell/AppShell';
import { Selector } from '../features/selector/Selector';
import { useShownPrerendered } from '../lib/useShownPrerendered';
import { LoadingScreen } from '../ui/LoadingScreen';
// The landing page's styles stay with the route: the prerendered page links them before any script (its code is lazy).
import '../features/public/landingStyles';
// The signed-in home's styles, with the route rather than its code (features/shell/shellStyles.ts).
import '../features/shell/shellStyles';

/** The landing page's title, description and structured data (the product and its offers, the FAQ). */
export const meta = () => landingMeta('/');

/**
 * The landing page is no part of the signed-in home's first screen, so its code (sections, content, pricing,
 * footer) is a chunk of its own. Where it is needed from the start (prerendering, and the hydration of the
 * prerendered landing page, which has its header) this module waits for it before the app renders, so the page
 * hydrates as it was built; a signed-in session that ends in the browser loads it behind the loading screen.
 */
const loadLanding = () => import('../features/public/Landing');
const prerenderedLanding = import.meta.env.SSR || document.querySelector('.landing-bar') !== null;
const landingModule = prerenderedLanding ? await loadLanding() : null;
const LazyLanding = lazy(async () => {
  const { Landing } = await loadLanding();
  return { default: () => <Landing path="/" /> };
});

function LandingPage() {
  if (landingModule) return <landingModule.Landing path="/" />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyLanding />
    </Suspense>
  );
}

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
  return <LandingPage />;
}
