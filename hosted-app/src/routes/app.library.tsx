import { Library } from '../features/library/Library';
import { libraryMessages } from '../features/library/libraryMessages';
import { pageMeta } from '../lib/pageMeta';

// The title in the app's language as it is when the route is entered (English when prerendered).
export const meta = () => pageMeta({ title: libraryMessages.text('library.title'), description: 'Your saved sessions and breathing patterns.', path: '/app/library', noindex: true });

export default function Route() {
  return <Library />;
}
