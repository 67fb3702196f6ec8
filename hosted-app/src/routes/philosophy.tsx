import { PhilosophyPage } from '../features/public/PhilosophyPage';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'Our philosophy',
    description: 'What Stillpoint leaves out on purpose (feeds, ads, trackers, pressure) and what it keeps: precise timing, calm design and your privacy.',
    keywords: 'meditation app philosophy, minimalist, distraction-free, privacy, calm technology',
    path: '/philosophy',
  });

export default PhilosophyPage;
