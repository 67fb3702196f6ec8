import { pageMeta } from '../../lib/pageMeta';

export const LANDING_TITLE = 'Minimalist breathing and meditation timer';
export const LANDING_DESCRIPTION =
  'A minimalist breathing and meditation timer: box breathing, 4-7-8, coherent breathing, guided meditations and a quiet timer. 14 days free, then €2.99 a month.';

/**
 * `meta` of the English landing page, whose canonical address is `path` (`/`, for /landing too), linked to its other
 * languages (/de/…: routes/landing.tsx writes theirs from the landing's words). Its structured data is in the page
 * itself (Landing.tsx), not here: `/` is also the signed-in home, whose first load would otherwise carry the FAQ's
 * answers and the prices for nothing (hosted-app/README.md, Decisions).
 */
export const landingMeta = (path: string) =>
  pageMeta({
    title: LANDING_TITLE,
    description: LANDING_DESCRIPTION,
    keywords: 'breathing exercises, meditation timer, box breathing, 4-7-8 breathing, guided meditation, mindfulness, calm',
    path,
    translationOf: '/',
  });
