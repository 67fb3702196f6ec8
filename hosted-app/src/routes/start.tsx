import { StartPage } from '../features/public/StartPage';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'Start here: a simple guide',
    description: 'A five-minute start guide to breathing exercises and meditation: choose a practice, get comfortable, try one short session, keep it small.',
    keywords: 'how to start meditating, beginner breathing exercises, start guide, first meditation',
    path: '/start',
  });

export default StartPage;
