import { WhyPage } from '../features/public/WhyPage';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'Why Stillpoint exists',
    description: 'Why a small team built a quiet breathing and meditation timer with no feed, no ads and no trackers, paid for by a small subscription.',
    keywords: 'why Stillpoint, minimalist meditation app, breathing timer, no ads',
    path: '/why',
  });

export default WhyPage;
