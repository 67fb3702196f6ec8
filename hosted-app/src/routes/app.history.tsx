import { History } from '../features/history/History';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'History', description: 'Your streaks, practice days and minutes.', path: '/app/history', noindex: true });

export default function Route() {
  return <History />;
}
