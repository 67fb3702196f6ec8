import { MeditationIntroPage } from '../features/public/MeditationIntroPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () =>
  pageMeta({
    title: 'What is meditation?',
    description: 'Meditation without the mystery: resting attention on an anchor and returning when it wanders. Common styles, a first five-minute sit, and a silent timer.',
    keywords: 'what is meditation, how to meditate, meditation for beginners, silent meditation timer, body scan',
    path: '/what-is-meditation',
  });

export default MeditationIntroPage;
