import { VisionPage } from '../features/public/VisionPage';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'Our vision',
    description: 'Stillpoint’s four principles: distraction-free, evidence-based, simple and private. A calm, exact tool for breathing and meditation.',
    keywords: 'Stillpoint vision, distraction-free meditation, private meditation app, simple breathing timer',
    path: '/about/vision',
  });

export default VisionPage;
