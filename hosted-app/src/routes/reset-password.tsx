import ResetPasswordPage from '../features/auth/ResetPasswordPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Choose a new password', description: 'Choose a new password for your Stillpoint account.', path: '/reset-password', noindex: true });

export default ResetPasswordPage;
