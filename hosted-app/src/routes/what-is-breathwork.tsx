import { BreathworkPage } from '../features/public/BreathworkPage';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'What is breathwork?',
    description: 'Breathwork explained: breathing on purpose in a chosen rhythm. Box breathing, 4-7-8, coherent breathing and the physiological sigh, and how to begin safely.',
    keywords: 'what is breathwork, breathing exercises, box breathing, 4-7-8 breathing, coherent breathing, physiological sigh',
    path: '/what-is-breathwork',
  });

export default BreathworkPage;
