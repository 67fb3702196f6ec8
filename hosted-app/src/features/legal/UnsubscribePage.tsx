import { Link, useSearchParams } from 'react-router';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { apiErrorText, apiText } from '../../lib/apiErrorText';
import { accountPagesMessages } from '../auth/accountPagesMessages';
import { useUnsubscribe } from './queries';

/** The page a trial e-mail's unsubscribe link opens: one button (a link alone must not unsubscribe: mail scanners open links). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const t = accountPagesMessages.useMessages();
  // Off the shell: the page says its language itself.
  useDocumentLanguage();

  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>{t('unsubscribe.title')}</h1>
      {!token && <p role="alert">{t('pages.noToken')}</p>}
      {token && !unsubscribe.isSuccess && (
        <>
          <p>{t('unsubscribe.ask')}</p>
          <button type="button" className="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('unsubscribe.button')}
          </button>
        </>
      )}
      {unsubscribe.isSuccess && <p role="status">{apiText(unsubscribe.data.message)}</p>}
      {unsubscribe.error && <p role="alert">{apiErrorText(unsubscribe.error, t('unsubscribe.offline'))}</p>}
      <p>
        <Link to="/">{t('pages.continue')}</Link>
      </p>
    </main>
  );
}
