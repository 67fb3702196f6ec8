import { PLAN_FIGURES } from '../features/billing/planPrices';
import { TermsOfService } from '../features/legal/TermsOfService';
import { pageMeta } from '../lib/pageMeta';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: `The terms of using Stillpoint: not medical advice, a 14-day free trial, ${PLAN_FIGURES}, cancel anytime from your account.`,
    keywords: 'Stillpoint terms, meditation app subscription, cancel anytime, free trial',
    path: '/terms',
  });

/** commercial.md §1: not medical advice; cancel anytime from the account. */
export default TermsOfService;
