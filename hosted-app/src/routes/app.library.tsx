import { Library } from '../features/library/Library';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Library', description: 'Your saved sessions and breathing patterns.', path: '/app/library', noindex: true });

export default function Route() {
  return <Library />;
}
