import { useSignedInUser } from '../features/auth/useSignedInUser';
import { Selector } from '../features/selector/Selector';
import { pageMeta } from '../lib/pageMeta';
// The home's stylesheets, with its routes (routes/home.tsx says why).
import '../features/shell/shell.css';
import '../features/selector/selector.css';

export const meta = () => pageMeta({ title: 'How are you feeling?', description: 'Choose a breathing or meditation session.', path: '/app', noindex: true });

export default function AppSelector() {
  return <Selector user={useSignedInUser()} />;
}
