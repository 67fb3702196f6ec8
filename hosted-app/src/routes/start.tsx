import { StartPage } from '../features/public/StartPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () =>
  pageMeta({
    title: 'Start here: a simple guide',
    description: 'A five-minute start guide to breathing exercises and meditation: choose a practice, get comfortable, try one short session, keep it small.',
    keywords: 'how to start meditating, beginner breathing exercises, start guide, first meditation',
    path: '/start',
  });

export default StartPage;
