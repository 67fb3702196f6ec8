import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { PUBLIC_LANGUAGES } from './features/public/publicLanguages';
import { TECHNIQUE_PATHS } from './features/public/techniquePages';

const TRANSLATED_LANGUAGES = PUBLIC_LANGUAGES.filter((language) => language !== 'en');

/**
 * A page written in every public language (features/public/translatedPages.ts): a route at its English address and one
 * under each other language's prefix (/start, /de/start…), all of one module, which reads the language from the address.
 * A route each, not a `:lang?` segment: that would match any first segment (/xx/start), which the server answers with
 * the 404 page, and the browser's router would then hydrate that page as another route's (React's error #418). With a
 * route each, an address in no public language is the catch-all's on both sides.
 */
function translatedRoutes(englishPath: string, file: string, id: string) {
  return PUBLIC_LANGUAGES.map((language) =>
    language === 'en' ? route(englishPath.slice(1), file, { id }) : route(`${language}${englishPath}`, file, { id: `${id}-${language}` }),
  );
}

/**
 * The one route table (core-app.md §2). Matching is case-insensitive (React Router's default). Route
 * modules are thin: each exports `meta` and renders a feature; each is its own chunk. The public ones
 * are prerendered (react-router.config.ts); the rest are the signed-in single-page app.
 */
export default [
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('landing', 'routes/landing.tsx'),
  // The landing in another language is /de/ and the like, a route each (see translatedRoutes).
  ...TRANSLATED_LANGUAGES.map((language) => route(language, 'routes/landing.tsx', { id: `landing-${language}` })),
  route('app', 'routes/app.tsx', [
    index('routes/app.selector.tsx'),
    route('build', 'routes/app.build.tsx'),
    route('build/breathing', 'routes/app.build.breathing.tsx'),
    route('build/meditation', 'routes/app.build.meditation.tsx'),
    route('session', 'routes/app.session.tsx'),
    route('library', 'routes/app.library.tsx'),
    route('history', 'routes/app.history.tsx'),
  ]),
  route('onboarding', 'routes/onboarding.tsx'),
  route('paywall', 'routes/paywall.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('imprint', 'routes/imprint.tsx'),
  // One route per technique page (all prerendered), so any other /techniques/… is unmatched: a 404.
  ...TECHNIQUE_PATHS.flatMap((path) => translatedRoutes(path, 'routes/technique.tsx', path.slice(1))),
  ...translatedRoutes('/meditation', 'routes/meditation.tsx', 'routes/meditation'),
  ...translatedRoutes('/calmkit', 'routes/calmkit.tsx', 'routes/calmkit'),
  route('why', 'routes/why.tsx'),
  route('philosophy', 'routes/philosophy.tsx'),
  ...translatedRoutes('/start', 'routes/start.tsx', 'routes/start'),
  route('what-is-breathwork', 'routes/what-is-breathwork.tsx'),
  route('what-is-meditation', 'routes/what-is-meditation.tsx'),
  route('minimalist-meditation-apps', 'routes/minimalist-meditation-apps.tsx'),
  route('about/vision', 'routes/about.vision.tsx'),
  ...['calm-alternative', 'headspace-alternative'].map((slug) => route(`vs/${slug}`, 'routes/vs.tsx', { id: `vs-${slug}` })),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  ...['test-features', 'ai-email-test', 'debug-auth', 'login-test', 'quick-setup', 'minimal-login'].map((path) => route(path, 'routes/dev-tools.tsx', { id: `dev-${path}` })),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
