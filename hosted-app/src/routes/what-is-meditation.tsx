import { MeditationIntroPage } from '../features/public/MeditationIntroPage';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'What is meditation?',
    description: 'Meditation without the mystery: resting attention on an anchor and returning when it wanders. Common styles, a first five-minute sit, and a silent timer.',
    keywords: 'what is meditation, how to meditate, meditation for beginners, silent meditation timer, body scan',
    path: '/what-is-meditation',
  });

export default MeditationIntroPage;
