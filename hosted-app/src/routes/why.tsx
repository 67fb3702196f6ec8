import { WhyPage } from '../features/public/WhyPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () =>
  pageMeta({
    title: 'Why Stillpoint exists',
    description: 'Why a small team built a quiet breathing and meditation timer with no feed, no ads and no trackers, paid for by a small subscription.',
    keywords: 'why Stillpoint, minimalist meditation app, breathing timer, no ads',
    path: '/why',
  });

export default WhyPage;
