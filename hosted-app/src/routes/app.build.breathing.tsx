import { BreathingBuilder } from '../features/builders/BreathingBuilder';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Breathing Builder', description: 'Choose a breathing technique or build your own pattern.', path: '/app/build/breathing', noindex: true });

export default function Route() {
  return <BreathingBuilder />;
}
