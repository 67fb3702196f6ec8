import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';

/** core-app.md §2: "404 Page Not Found" and a developer-style hint. The server answers it with status 404. */
export function NotFoundPage() {
  return (
    <>
      <header className="page masthead">
        <Brand />
      </header>
      <main id="main" tabIndex={-1} className="page page--narrow page--center">
        <h1>404 Page Not Found</h1>
        <p className="muted">Did you forget to add the page to the router?</p>
        <p>
          <Link to="/" className="button">
            Back to Stillpoint
          </Link>
        </p>
      </main>
    </>
  );
}
