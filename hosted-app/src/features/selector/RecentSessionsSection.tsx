import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What the recent sessions show while they load, and until their code (and react-query) has come. */
export const sessionsLoading = <p className="muted">Loading your sessions…</p>;

/** The recent sessions' section: its heading, with "All saved" once there are some, over what it holds. */
export function RecentSessionsSection({ allSaved, children }: { readonly allSaved: boolean; readonly children: ReactNode }) {
  return (
    <section className="selector-section" aria-labelledby="recent-heading">
      <div className="section-title">
        <h2 id="recent-heading">Your recent sessions</h2>
        {allSaved && <Link to="/app/library">All saved</Link>}
      </div>
      {children}
    </section>
  );
}
