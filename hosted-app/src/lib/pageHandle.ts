import { useMatches } from 'react-router';

/**
 * What a route module's `handle` says of its page (React Router's route `handle`, read by the root through
 * `useMatches`). `hydrate: false`: the page is its prerendered HTML, and no script of the app comes with it: every
 * action on it is a link (Sign In → /auth, Try Free → /auth?mode=signup), a `<details>`, or a widget element. This is
 * the documented way to leave a page's JavaScript out: the root renders `<Scripts />` only where a page wants them
 * (React Router's `Scripts`: "you can omit `<Scripts/>` and the app will work as a traditional web app"; Remix's
 * guide "Disabling JavaScript": a `handle` per route, read with `useMatches`). A press on such a page is the
 * browser's own: it answers at once, with no app to wait for.
 */
export interface PageHandle {
  readonly hydrate?: false;
}

/** The `handle` of a route whose page needs no app (see PageHandle). */
export const STATIC_PAGE = { hydrate: false } as const satisfies PageHandle;

/** Whether the page now shown loads the app: unless a matched route's handle says `hydrate: false`. */
export function usePageHydrates(): boolean {
  return useMatches().every((match) => (match.handle as PageHandle | undefined)?.hydrate !== false);
}

/**
 * Whether this render is the prerendering of a static page: what such a page runs by itself (inline scripts, the data
 * they read) is written then. In the browser never: a page the app renders does that work itself.
 */
export function useStaticPage(): boolean {
  const hydrates = usePageHydrates();
  return import.meta.env.SSR && !hydrates;
}
