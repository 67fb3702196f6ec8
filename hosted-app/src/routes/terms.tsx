import { TermsOfService } from '../features/legal/TermsOfService';
import { pageMeta } from '../lib/pageMeta';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: 'The terms of using Stillpoint: not medical advice, a 14-day free trial, then a monthly or yearly subscription you can cancel anytime from your account.',
    keywords: 'Stillpoint terms, meditation app subscription, cancel anytime, free trial',
    path: '/terms',
  });

/** commercial.md §1: not medical advice; cancel anytime from the account. */
export default TermsOfService;
