import { appMessages } from '../lib/appMessages';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';

/** What the root's error boundary shows, in the app's language: a page that does not exist, or a crash, and the way home. */
export default function ErrorPage({ notFound }: { readonly notFound: boolean }) {
  const t = appMessages.useMessages();
  // Off the shell: the page says its language itself.
  useDocumentLanguage();
  return (
    <main id="main" tabIndex={-1} className="page page--narrow page--center">
      <h1>{t(notFound ? 'app.notFoundTitle' : 'app.errorTitle')}</h1>
      <p className="muted">{t(notFound ? 'app.notFoundDetail' : 'app.errorDetail')}</p>
      <p>
        <a href="/">{t('app.backHome')}</a>
      </p>
    </main>
  );
}
