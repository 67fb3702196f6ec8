import { pageMeta } from '../../lib/pageMeta';

/** core-app.md §2 "Not-found page": its title, canonical /404, noindex. */
export const notFoundMeta = () => pageMeta({ title: 'Page Not Found', description: 'This page does not exist.', path: '/404', noindex: true });
