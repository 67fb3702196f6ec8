import { builderMessages } from '../features/builders/builderMessages';
import { MeditationBuilder } from '../features/builders/MeditationBuilder';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: builderMessages.text('meditation.title'), description: 'Choose a meditation style or build your own sitting.', path: '/app/build/meditation', noindex: true });

export default function Route() {
  return <MeditationBuilder />;
}
