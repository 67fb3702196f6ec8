import { UnsubscribePage } from '../features/legal/UnsubscribePage';
import { accountPagesMessages } from '../features/auth/accountPagesMessages';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: accountPagesMessages.text('unsubscribe.button'), description: 'Stop the trial e-mails.', path: '/unsubscribe', noindex: true });

export default UnsubscribePage;
