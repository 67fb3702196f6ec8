import { MeditationBuilder } from '../features/builders/MeditationBuilder';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Meditation Builder', description: 'Choose a meditation style or build your own sitting.', path: '/app/build/meditation', noindex: true });

export default function Route() {
  return <MeditationBuilder />;
}
