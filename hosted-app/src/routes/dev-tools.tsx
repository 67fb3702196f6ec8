import { useLocation } from 'react-router';
import { AuthDebugPage } from '../features/devtools/AuthDebugPage';
import { EmailTestPage } from '../features/devtools/EmailTestPage';
import { FeatureTestPage } from '../features/devtools/FeatureTestPage';
import { QuickSetupPage } from '../features/devtools/QuickSetupPage';
import { pageMeta } from '../lib/pageMeta';

/** Each of the six paths is its own canonical address (lower case, as routes.ts spells it); all are noindex. */
export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({ title: 'Developer tools', description: 'Test pages for developers.', path: location.pathname.toLowerCase().replace(/\/$/, ''), noindex: true });

/** commercial.md §2's developer pages, one module for the six paths (routes.ts gives each its id). */
export default function DeveloperTools() {
  const path = useLocation().pathname.toLowerCase().replace(/\/$/, '');
  if (path === '/test-features') return <FeatureTestPage />;
  if (path === '/ai-email-test') return <EmailTestPage />;
  if (path === '/quick-setup') return <QuickSetupPage />;
  if (path === '/minimal-login') return <AuthDebugPage title="Minimal login" minimal />;
  if (path === '/login-test') return <AuthDebugPage title="Login test" />;
  return <AuthDebugPage title="Auth debug" />;
}
