import { useAuth } from '../features/auth/userStore';
import { Landing } from '../features/public/Landing';
import { landingMeta } from '../features/public/landingMeta';
import { AppShell } from '../features/shell/AppShell';
import { Selector } from '../features/selector/Selector';

/** The landing page's title, description and structured data (the product and its offers, the FAQ). */
export const meta = () => landingMeta('/');

/** Home for signed-in users, the landing page for everyone else (prerendered as the landing page). */
export default function Home() {
  const auth = useAuth();
  if (auth.status === 'signedIn') {
    return (
      <AppShell>
        <Selector user={auth.user} />
      </AppShell>
    );
  }
  return <Landing />;
}
