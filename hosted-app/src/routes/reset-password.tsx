import ResetPasswordPage from '../features/auth/ResetPasswordPage';
import { accountPagesMessages } from '../features/auth/accountPagesMessages';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: accountPagesMessages.text('reset.title'), description: 'Choose a new password for your Stillpoint account.', path: '/reset-password', noindex: true });

export default ResetPasswordPage;
