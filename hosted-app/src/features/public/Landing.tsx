import { Brand } from '../../ui/Brand';
import { UserMenu } from '../auth/UserMenu';

/** The signed-out main view (core-app.md §2): header with Sign In, the mark, the tagline and featured practices. */
export function Landing() {
  return (
    <>
      <header className="page masthead">
        <Brand />
        <UserMenu />
      </header>
      <main className="page">
        <h1>Breathe. Sit. Nothing else.</h1>
        <p className="tagline">A minimalist breathing and meditation timer.</p>
      </main>
    </>
  );
}
