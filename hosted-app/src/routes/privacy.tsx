import { PrivacyPolicy } from '../features/legal/PrivacyPolicy';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'Everything Stillpoint keeps about you, for how long, who processes it (Mollie, our mail server), and how to export or delete it yourself.',
    keywords: 'Stillpoint privacy, meditation app privacy, data export, account deletion, no trackers',
    path: '/privacy',
  });

/** The privacy policy lists what the API really stores (hosted-app/README.md, Decisions: not the spec's "only e-mail and preferences"). */
export default PrivacyPolicy;
