import { Link } from 'react-router-dom';
import { usePageMeta } from '../usePageMeta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', noindex: true, canonicalPath: '/404' });
  return (
    <main className="page page--center">
      <h1>404 Page Not Found</h1>
      <p className="hint">Did you forget to add the page to the router?</p>
      <p>
        <Link to="/">Back to Stillpoint</Link>
      </p>
    </main>
  );
}
