import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/useMessages';

/** What the recent sessions show while they load, and until their code (and react-query) has come. */
export function SessionsLoading() {
  return <p className="muted">{useMessages()('home.loadingSessions')}</p>;
}

/** The recent sessions' section: its heading, with "All saved" once there are some, over what it holds. */
export function RecentSessionsSection({ allSaved, children }: { readonly allSaved: boolean; readonly children: ReactNode }) {
  const t = useMessages();
  return (
    <section className="selector-section" aria-labelledby="recent-heading">
      <div className="section-title">
        <h2 id="recent-heading">{t('home.recent')}</h2>
        {allSaved && <Link to="/app/library">{t('home.allSaved')}</Link>}
      </div>
      {children}
    </section>
  );
}
