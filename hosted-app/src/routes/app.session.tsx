import { SessionScreen } from '../features/session/SessionScreen';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Session', description: 'Your session.', path: '/app/session', noindex: true });

export default function Route() {
  return <SessionScreen />;
}
