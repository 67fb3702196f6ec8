import { ImprintPage } from '../features/legal/ImprintPage';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'Imprint',
    description: 'Who runs Stillpoint, the quiet breathing and meditation timer: the operator’s name, postal address, e-mail and VAT number.',
    keywords: 'Stillpoint imprint, operator, contact, address',
    path: '/imprint',
  });

export default ImprintPage;
