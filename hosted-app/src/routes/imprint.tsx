import { ImprintPage } from '../features/legal/ImprintPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () =>
  pageMeta({
    title: 'Imprint',
    description: 'Who runs Stillpoint, the quiet breathing and meditation timer: the operator’s name, postal address, e-mail and VAT number.',
    keywords: 'Stillpoint imprint, operator, contact, address',
    path: '/imprint',
  });

export default ImprintPage;
