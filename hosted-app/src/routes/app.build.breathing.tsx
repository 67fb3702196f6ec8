import { BreathingBuilder } from '../features/builders/BreathingBuilder';
import { builderMessages } from '../features/builders/builderMessages';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: builderMessages.text('breathing.title'), description: 'Choose a breathing technique or build your own pattern.', path: '/app/build/breathing', noindex: true });

export default function Route() {
  return <BreathingBuilder />;
}
