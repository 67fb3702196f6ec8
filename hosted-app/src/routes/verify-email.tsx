import VerifyEmailPage from '../features/auth/VerifyEmailPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Confirm your e-mail address', description: 'Confirm the e-mail address of your Stillpoint account.', path: '/verify-email', noindex: true });

export default VerifyEmailPage;
