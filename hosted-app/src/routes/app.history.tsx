import { History } from '../features/history/History';
import { appText } from '../i18n/appLocaleStore';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: appText('shell.history'), description: 'Your streaks, practice days and minutes.', path: '/app/history', noindex: true });

export default function Route() {
  return <History />;
}
