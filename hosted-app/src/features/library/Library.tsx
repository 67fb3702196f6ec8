import type { SavedSession } from '@stillpoint/api/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isPaymentRequired } from '../../lib/paymentRequired';
import { PaymentRequiredNote } from '../billing/PaymentRequiredNote';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { reloginOnUnauthorized } from '../../lib/relogin';
import { toast } from '../../ui/toastStore';
import { useStartSession } from '../session/sessionRequest';
import { CatalogLibrary } from './CatalogLibrary';
import { RenameForm } from './RenameForm';
import { savedSessionRequest } from './savedSessionRequest';
import { sessionSummary } from './sessionSummary';
import { useDeleteSession, useSavedSessionPages } from './queries';
import './library.css';

type Filter = 'all' | 'breathing' | 'meditation';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'breathing', label: 'Breathing patterns' },
  { value: 'meditation', label: 'Meditations' },
];

/**
 * The library: the catalog's meditations and breathing sessions by category (core-app.md §3), beside the
 * signed-in user's saved sessions and breathing patterns: run, rename, delete (a page at a time).
 */
export function Library() {
  const pages = useSavedSessionPages();
  const startSession = useStartSession();
  const remove = useDeleteSession();
  const [filter, setFilter] = useState<Filter>('all');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSession | null>(null);
  const sessions = (pages.data?.pages ?? []).flatMap((page) => page.sessions).filter((session) => filter === 'all' || session.type === filter);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Session deleted', description: `"${deleting.name}" is no longer in your library.` });
    } catch (error) {
      // A 401 already said "Unauthorized" and is on its way to the login path (§8).
      if (!reloginOnUnauthorized(error)) toast({ title: 'Error deleting session', description: 'Failed to delete session', variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="library stack--lg">
      <div className="stack">
        <h1>Library</h1>
        <p className="muted">Practices from the library, and your own saved sessions and breathing patterns.</p>
      </div>

      <div className="library__columns">
        <section className="stack library__yours" aria-labelledby="your-sessions-heading">
          <div className="stack">
            <h2 id="your-sessions-heading">Your sessions</h2>
            <div className="choices" role="group" aria-label="Show">
              {FILTERS.map((option) => (
                <button key={option.value} type="button" className="choice" aria-pressed={filter === option.value} onClick={() => setFilter(option.value)}>
                  {option.label}
                </button>
              ))}
            </div>
          </div>

          {pages.isPending && <p className="muted" role="status">Loading your library…</p>}
          {pages.isError && isPaymentRequired(pages.error) && <PaymentRequiredNote what="sessions" />}
          {pages.isError && !isPaymentRequired(pages.error) && (
            <p className="empty" role="alert">
              Failed to fetch sessions. <button type="button" className="button--link" onClick={() => void pages.refetch()}>Try again</button>
            </p>
          )}
          {pages.isSuccess && sessions.length === 0 && (
            <div className="empty">
              <p>{filter === 'all' ? 'Nothing saved yet.' : 'Nothing of this kind saved yet.'}</p>
              <p>
                Build one in the <Link to="/app/build/breathing">breathing</Link> or <Link to="/app/build/meditation">meditation</Link> builder and save it.
              </p>
            </div>
          )}

          {sessions.length > 0 && (
            <ul className="library__list">
              {sessions.map((session) => (
                <li key={session.id} className="card card--quiet library-item">
                  {renaming === session.id ? (
                    <RenameForm session={session} onDone={() => setRenaming(null)} />
                  ) : (
                    <>
                      <div className="library-item__text">
                        <h3 className="library-item__name">{session.name}</h3>
                        <p className="muted library-item__meta">
                          <span className="badge">{session.type === 'breathing' ? 'Breathing' : 'Meditation'}</span> {sessionSummary(session)}
                        </p>
                      </div>
                      <div className="row library-item__actions">
                        <button type="button" className="button button--small" onClick={() => startSession(savedSessionRequest(session))} aria-label={`Run ${session.name}`}>
                          Run
                        </button>
                        <button type="button" className="button button--ghost button--small" onClick={() => setRenaming(session.id)} aria-label={`Rename ${session.name}`}>
                          Rename
                        </button>
                        <button type="button" className="button button--ghost button--small" onClick={() => setDeleting(session)} aria-label={`Delete ${session.name}`}>
                          Delete
                        </button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}

          {pages.hasNextPage && (
            <p>
              <button type="button" className="button button--ghost" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} aria-busy={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            </p>
          )}
        </section>
        <CatalogLibrary />
      </div>

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title="Delete this session?"
        description={deleting ? `"${deleting.name}" will be removed from your library. Your history keeps the sessions you did.` : ''}
      >
        <div className="dialog__actions">
          <DialogClose className="button button--ghost">Cancel</DialogClose>
          <button type="button" className="button button--danger" onClick={() => void confirmDelete()} disabled={remove.isPending} aria-busy={remove.isPending}>
            Delete
          </button>
        </div>
      </Dialog>
    </div>
  );
}
