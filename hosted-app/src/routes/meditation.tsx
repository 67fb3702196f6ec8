import { MeditationPage } from '../features/public/MeditationPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () =>
  pageMeta({
    title: 'Silent meditation timer',
    description: 'A free, silent meditation timer: pick 5, 10, 15 or 20 minutes; a bowl begins the time and a gong ends it. No account, no guidance, nothing recorded.',
    path: '/meditation',
    keywords: 'silent meditation timer, meditation timer, meditation bell, quiet timer, mindfulness, sitting meditation',
  });

export default MeditationPage;
