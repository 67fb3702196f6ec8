import type { SavedSession } from '@stillpoint/api/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isPaymentRequired } from '../../lib/paymentRequired';
import { PaymentRequiredNote } from '../billing/PaymentRequiredNote';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { reloginOnUnauthorized } from '../../lib/relogin';
import { toast } from '../../ui/toastStore';
import { useStartSession } from '../session/sessionRequest';
import { useSdkWords } from '../../i18n/useSdkWords';
import { builderMessages } from '../builders/builderMessages';
import { CatalogLibrary } from './CatalogLibrary';
import { libraryMessages } from './libraryMessages';
import type { LibraryMessageKey } from './messages/en';
import { RenameForm } from './RenameForm';
import { savedSessionRequest } from './savedSessionRequest';
import { sessionSummary } from './sessionSummary';
import { useDeleteSession, useSavedSessionPages } from './queries';
import './library.css';

type Filter = 'all' | 'breathing' | 'meditation';
const FILTERS: readonly { value: Filter; label: LibraryMessageKey }[] = [
  { value: 'all', label: 'library.all' },
  { value: 'breathing', label: 'library.patterns' },
  { value: 'meditation', label: 'library.meditations' },
];

/**
 * The library: the catalog's meditations and breathing sessions by category (core-app.md §3), beside the
 * signed-in user's saved sessions and breathing patterns: run, rename, delete (a page at a time).
 */
export function Library() {
  const pages = useSavedSessionPages();
  const startSession = useStartSession();
  const remove = useDeleteSession();
  const t = libraryMessages.useMessages();
  const summaryWords = { t: builderMessages.useMessages(), sdk: useSdkWords() };
  const [filter, setFilter] = useState<Filter>('all');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSession | null>(null);
  const sessions = (pages.data?.pages ?? []).flatMap((page) => page.sessions).filter((session) => filter === 'all' || session.type === filter);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t('library.deleted'), description: t('library.deletedDetail', { name: deleting.name }) });
    } catch (error) {
      // A 401 already said "Unauthorized" and is on its way to the login path (§8).
      if (!reloginOnUnauthorized(error)) toast({ title: t('library.deleteFailed'), description: t('library.deleteFailedDetail'), variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="library stack--lg">
      <div className="stack">
        <h1>{t('library.title')}</h1>
        <p className="muted">{t('library.lead')}</p>
      </div>

      <div className="library__columns">
        <section className="stack library__yours" aria-labelledby="your-sessions-heading">
          <div className="stack">
            <h2 id="your-sessions-heading">{t('library.yours')}</h2>
            <div className="choices" role="group" aria-label={t('library.show')}>
              {FILTERS.map((option) => (
                <button key={option.value} type="button" className="choice" aria-pressed={filter === option.value} onClick={() => setFilter(option.value)}>
                  {t(option.label)}
                </button>
              ))}
            </div>
          </div>

          {pages.isPending && <p className="muted" role="status">{t('library.loading')}</p>}
          {pages.isError && isPaymentRequired(pages.error) && <PaymentRequiredNote what="sessions" />}
          {pages.isError && !isPaymentRequired(pages.error) && (
            <p className="empty" role="alert">
              {t('library.failed')}{' '}
              <button type="button" className="button--link" onClick={() => void pages.refetch()}>
                {t('library.tryAgain')}
              </button>
            </p>
          )}
          {pages.isSuccess && sessions.length === 0 && (
            <div className="empty">
              <p>{t(filter === 'all' ? 'library.empty' : 'library.emptyKind')}</p>
              <p>{t('library.buildOne')}</p>
              <p className="row">
                <Link to="/app/build/breathing">{t('library.breathingBuilder')}</Link>
                <Link to="/app/build/meditation">{t('library.meditationBuilder')}</Link>
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
                          <span className="badge">{t(session.type === 'breathing' ? 'library.breathing' : 'library.meditation')}</span> {sessionSummary(session, summaryWords)}
                        </p>
                      </div>
                      <div className="row library-item__actions">
                        <button type="button" className="button button--small" onClick={() => startSession(savedSessionRequest(session))} aria-label={t('library.runNamed', { name: session.name })}>
                          {t('library.run')}
                        </button>
                        <button type="button" className="button button--ghost button--small" onClick={() => setRenaming(session.id)} aria-label={t('library.renameNamed', { name: session.name })}>
                          {t('library.rename')}
                        </button>
                        <button type="button" className="button button--ghost button--small" onClick={() => setDeleting(session)} aria-label={t('library.deleteNamed', { name: session.name })}>
                          {t('library.delete')}
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
                {pages.isFetchingNextPage ? t('library.loadingMore') : t('library.loadMore')}
              </button>
            </p>
          )}
        </section>
        <CatalogLibrary />
      </div>

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={t('library.deleteTitle')}
        description={deleting ? t('library.deleteDetail', { name: deleting.name }) : ''}
      >
        <div className="dialog__actions">
          <DialogClose className="button button--ghost">{t('library.cancel')}</DialogClose>
          <button type="button" className="button button--danger" onClick={() => void confirmDelete()} disabled={remove.isPending} aria-busy={remove.isPending}>
            {t('library.delete')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
