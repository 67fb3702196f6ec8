import { SessionScreen } from '../features/session/SessionScreen';
import { sessionMessages } from '../features/session/sessionMessages';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: sessionMessages.text('session.title'), description: 'Your session.', path: '/app/session', noindex: true });

export default function Route() {
  return <SessionScreen />;
}
