import { useSignedInUser } from '../features/auth/useSignedInUser';
import { appText } from '../i18n/appLocaleStore';
import { Selector } from '../features/selector/Selector';
import { pageMeta } from '../lib/pageMeta';
// The home's stylesheets, with its routes (routes/home.tsx says why).
import '../features/shell/shell.css';
import '../features/selector/selector.css';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: appText('home.feeling'), description: 'Choose a breathing or meditation session.', path: '/app', noindex: true });

export default function AppSelector() {
  return <Selector user={useSignedInUser()} />;
}
