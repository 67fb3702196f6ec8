import { UnsubscribePage } from '../features/legal/UnsubscribePage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Unsubscribe', description: 'Stop the trial e-mails.', path: '/unsubscribe', noindex: true });

export default UnsubscribePage;
