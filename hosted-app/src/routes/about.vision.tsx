import { VisionPage } from '../features/public/VisionPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () =>
  pageMeta({
    title: 'Our vision',
    description: 'Stillpoint’s four principles: distraction-free, evidence-based, simple and private. A calm, exact tool for breathing and meditation.',
    keywords: 'Stillpoint vision, distraction-free meditation, private meditation app, simple breathing timer',
    path: '/about/vision',
  });

export default VisionPage;
