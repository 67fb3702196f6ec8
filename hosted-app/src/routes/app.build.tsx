import { builderMessages } from '../features/builders/builderMessages';
import { SessionTypeChooser } from '../features/builders/SessionTypeChooser';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: builderMessages.text('chooser.title'), description: 'Choose what to build, a breathing pattern or a meditation.', path: '/app/build', noindex: true });

export default function Route() {
  return <SessionTypeChooser />;
}
