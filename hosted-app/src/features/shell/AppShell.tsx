import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAppDialogs } from '../../lib/appDialogs';
import { afterFirstScreen, whenIdle } from '../../lib/whenIdle';
import { Brand } from '../../ui/Brand';
import { UserMenu } from '../auth/UserMenu';
import { useAuth } from '../auth/userStore';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { useMessages } from '../../i18n/useMessages';
import { lazyPart } from '../../lib/lazyPart';

const PrivacyNote = lazyPart(() => import('./PrivacyNote'));
const AudioLimitBanner = lazyPart(() => import('./AudioLimitBanner'));
// The outbox's flushing starts after the first screen anyway (its first flush, its listeners): its code follows then.
const OutboxFlush = lazyPart(async () => ({ default: (await import('../session/useOutboxFlush')).OutboxFlush }));

/** The signed-in frame: the mark, the sections, the account menu; the page; a quiet footer with help. */
export function AppShell({ children }: { readonly children: ReactNode }) {
  const showDialog = useAppDialogs((state) => state.show);
  const userId = useAuth().user?.id ?? null;
  // What comes after the first screen: the outbox's flushing, Safari's audio notice (it shows on Safari only).
  const [afterFirst, setAfterFirst] = useState(false);
  useEffect(() => afterFirstScreen(() => setAfterFirst(true)), []);
  useFocusOnNavigation();
  useDocumentLanguage();
  const t = useMessages();
  // The footer's tooltip (Radix) is no part of the first load.
  const [footerReady, setFooterReady] = useState(false);
  useEffect(() => whenIdle(() => setFooterReady(true)), []);
  return (
    <div className="shell">
      <header className="page masthead shell__header">
        <Brand />
        <nav className="shell__nav" aria-label={t('shell.sections')}>
          <NavLink to="/app" end className="shell__link">
            {t('shell.practice')}
          </NavLink>
          <NavLink to="/app/library" className="shell__link">
            {t('shell.library')}
          </NavLink>
          <NavLink to="/app/history" className="shell__link">
            {t('shell.history')}
          </NavLink>
        </nav>
        <UserMenu />
      </header>
      <main id="main" tabIndex={-1} className="page shell__main">
        {afterFirst && (
          <Suspense fallback={null}>
            <AudioLimitBanner />
          </Suspense>
        )}
        {children}
      </main>
      <footer className="page shell__footer">
        <button type="button" className="button--link" onClick={() => showDialog('contact')}>
          {t('shell.help')}
        </button>
        {afterFirst && userId && (
          <Suspense fallback={null}>
            <OutboxFlush userId={userId} />
          </Suspense>
        )}
        {footerReady && (
          <Suspense fallback={null}>
            <PrivacyNote />
          </Suspense>
        )}
      </footer>
    </div>
  );
}
