import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, type LinksFunction, type MetaFunction } from 'react-router';
import { AuthModalHost } from './features/auth/AuthModalHost';
import { useAuth } from './features/auth/userStore';
import { Offline } from './features/offline/Offline';
import { OPERATOR_TOKENS } from '@stillpoint/api/contract';
import { OPERATOR_META } from './features/legal/operatorMeta';
import { languageOfPath } from './features/public/publicLanguages';
import { AppDialogsHost } from './lib/AppDialogsHost';
import { usePageHydrates } from './lib/pageHandle';
import { AppLocaleFollower } from './i18n/AppLocaleFollower';
import { useAppLocaleStore } from './i18n/appLocaleStore';
import { firstScreenShown } from './lib/whenIdle';
import { LoadingScreen } from './ui/LoadingScreen';
import { SkipLink } from './ui/SkipLink';
import { ToasterHost } from './ui/ToasterHost';
import { THEME_COLORS } from './ui/themeColors';
import './ui/styles.css';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/**
 * What the SPA fallback (`__spa-fallback.html`, served for /app and the other signed-in screens) carries
 * before any script runs: only the root matches there, so without this a crawler would find no robots tag
 * at all. Every route sets its own (lib/pageMeta.ts), which replaces this one.
 */
export const meta: MetaFunction = () => [{ title: 'Stillpoint' }, { name: 'robots', content: 'noindex, nofollow' }];

/**
 * The document around every page, prerendered or not, in the language of its address (a public page's /de/… is
 * German). A page whose route says it needs no app (lib/pageHandle.ts) gets none of React Router's scripts (its footer
 * registers the service worker: lib/WorkerRegistration.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const hydrates = usePageHydrates();
  return (
    <html lang={languageOfPath(useLocation().pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
        {/* Who runs the site, written here by the server as it sends the page (features/legal/useOperator.ts). */}
        {(Object.keys(OPERATOR_META) as (keyof typeof OPERATOR_META)[]).map((key) => (
          <meta key={key} name={OPERATOR_META[key]} content={OPERATOR_TOKENS[key]} />
        ))}
        <MetaInAppLanguage />
        <Links />
      </head>
      <body>
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * React Router's `<Meta />`, rendered again when the app's language changes: a signed-in screen's title is in its
 * words (routes/app.history.tsx and the like), and a page opened directly is first rendered in English, as prerendered.
 */
function MetaInAppLanguage() {
  useAppLocaleStore((state) => state.locale);
  return <Meta />;
}

/** Once the auth state is known, the page shows what it is for: idle-time loading may start (after that paint). */
function FirstScreenMark() {
  const { status } = useAuth();
  useEffect(() => {
    if (status === 'loading') return;
    const frame = requestAnimationFrame(() => firstScreenShown());
    return () => cancelAnimationFrame(frame);
  }, [status]);
  return null;
}

/** The skip link first of all (the first Tab on any page), the app's language, one toast region, one sign-in modal and the app's dialogs (react-query loads with what uses it: lib/queryClient.ts). */
export default function App() {
  return (
    <>
      <SkipLink />
      <FirstScreenMark />
      <AppLocaleFollower />
      <Outlet />
      <AuthModalHost />
      <AppDialogsHost />
      <ToasterHost />
      <Offline />
    </>
  );
}

/** What the SPA fallback shows until the app has loaded. */
export function HydrateFallback() {
  return <LoadingScreen />;
}

/**
 * The error page's words are no part of the first load: the page comes in its own chunk, in the app's language. A
 * chunk that cannot load (the app was updated meanwhile) leaves the way home, under the product's name.
 */
const ErrorPage = lazy(() => import('./ui/ErrorPage').catch(() => ({ default: () => <a href="/">Stillpoint</a> })));

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <Suspense>
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </Suspense>
  );
}
