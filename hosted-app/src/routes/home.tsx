import { lazy, Suspense } from 'react';
import { useAuth } from '../features/auth/userStore';
import { landingMeta } from '../features/public/landingMeta';
import { AppShell } from '../features/shell/AppShell';
import { Selector } from '../features/selector/Selector';
import { useShownPrerendered } from '../lib/useShownPrerendered';
import { LoadingScreen } from '../ui/LoadingScreen';
// The landing page's stylesheets (those of Landing.tsx and what it renders) stay with the route: the prerendered page
// links them before any script (its code is lazy). The signed-in home's (AppShell.tsx, Selector.tsx) are imported by
// the routes that render it, not by the components, whose code is in the file every page loads with the root
// (vite.config.ts, app-core): there a stylesheet would be linked by every page, the prerendered public ones too.
// Each is imported as a stylesheet, not through a module that imports them: such a module would be a file of its own
// in the first load, empty but for the stylesheets' names.
import '../features/public/landing.css';
import '../features/public/public.css';
import '../features/public/publicPages.css';
import '../features/session/sessionComplete.css';
import '../features/shell/shell.css';
import '../features/selector/selector.css';

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
