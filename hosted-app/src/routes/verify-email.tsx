import VerifyEmailPage from '../features/auth/VerifyEmailPage';
import { accountPagesMessages } from '../features/auth/accountPagesMessages';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: accountPagesMessages.text('verify.title'), description: 'Confirm the e-mail address of your Stillpoint account.', path: '/verify-email', noindex: true });

export default VerifyEmailPage;
