import { pageMeta } from '../../lib/pageMeta';

const DESCRIPTION =
  'A minimalist breathing and meditation timer: box breathing, 4-7-8, coherent breathing, guided meditations and a quiet timer. 14 days free, then €2.99 a month.';

/**
 * `meta` of the landing page, whose canonical address is `path` (`/`, for /landing too). Its structured data is
 * in the page itself (Landing.tsx), not here: `/` is also the signed-in home, whose first load would otherwise carry
 * the FAQ's answers and the prices for nothing (hosted-app/README.md, Decisions).
 */
export const landingMeta = (path: string) =>
  pageMeta({
    title: 'Minimalist breathing and meditation timer',
    description: DESCRIPTION,
    keywords: 'breathing exercises, meditation timer, box breathing, 4-7-8 breathing, guided meditation, mindfulness, calm',
    path,
  });
