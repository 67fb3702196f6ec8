import { MinimalistAppsArticle } from '../features/public/MinimalistAppsArticle';
import { pageMeta, SITE_ORIGIN } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

const title = 'Minimalist meditation apps: what to look for';
const description = 'What makes a meditation app minimalist, five things it should do well, and the questions to ask about privacy, cancelling and trials before you subscribe.';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title,
    description,
    keywords: 'minimalist meditation app, simple meditation timer, distraction-free meditation, private meditation app, breathing app',
    path: '/minimalist-meditation-apps',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description,
      datePublished: '2026-11-26',
      dateModified: '2026-11-26',
      author: { '@type': 'Organization', name: 'Stillpoint', url: `${SITE_ORIGIN}/` },
      publisher: { '@type': 'Organization', name: 'Stillpoint', url: `${SITE_ORIGIN}/` },
      mainEntityOfPage: `${SITE_ORIGIN}/minimalist-meditation-apps`,
      image: `${SITE_ORIGIN}/social-preview.png`,
    },
  });

export default MinimalistAppsArticle;
