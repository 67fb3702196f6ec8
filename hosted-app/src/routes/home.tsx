import { pageMeta } from '../lib/pageMeta';
import { useAuth } from '../features/auth/userStore';
import { Landing } from '../features/public/Landing';
import { AppShell } from '../features/shell/AppShell';
import { Selector } from '../features/selector/Selector';

export const meta = () =>
  pageMeta({
    title: 'Minimalist breathing and meditation timer',
    description: 'Calm, exact breathing and meditation sessions: box breathing, 4-7-8, coherent breathing and a quiet meditation timer.',
    path: '/',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Stillpoint',
      applicationCategory: 'HealthApplication',
      operatingSystem: 'Any',
      description: 'A minimalist breathing and meditation timer.',
    },
  });

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
