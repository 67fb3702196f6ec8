import { pageMeta } from '../lib/pageMeta';
import { CalmKitPage } from '../features/public/CalmKitPage';

export const meta = () =>
  pageMeta({
    title: 'CalmKit: a free guide to breathing and meditation',
    description: 'CalmKit, a free PDF guide: nine breathing techniques, meditation fundamentals, daily practice and stress management. Download it or read it online.',
    keywords: 'breathing guide, meditation guide, free PDF, box breathing, 4-7-8 breathing, stress management',
    path: '/calmkit',
  });

export default function CalmKit() {
  return <CalmKitPage />;
}
