import { PLAN_PRICES_CENTS, type Currency, type Plan } from '@stillpoint/api/contract';
import { SITE_ORIGIN } from '../../lib/pageMeta';
import { formatAmount } from '../billing/planPrices';
import type { AccordionEntry } from '../../ui/Accordion';

const PLANS: readonly Plan[] = ['monthly', 'yearly'];
const CURRENCIES: readonly Currency[] = ['EUR', 'USD'];

/**
 * The landing page's structured data: the product with its real offers (each plan in each currency, from the
 * contract's prices; no rating, since there is none to show) and the FAQ as the page prints it before the
 * reader's currency is known.
 */
export function landingStructuredData(path: string, faq: readonly AccordionEntry[]): Record<string, unknown> {
  const url = `${SITE_ORIGIN}${path}`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Product',
        name: 'Stillpoint',
        description: 'A minimalist breathing and meditation timer, installable on any phone or computer.',
        brand: { '@type': 'Brand', name: 'Stillpoint' },
        url,
        offers: PLANS.flatMap((plan) =>
          CURRENCIES.map((currency) => ({
            '@type': 'Offer',
            name: plan === 'yearly' ? 'Yearly' : 'Monthly',
            price: formatAmount(PLAN_PRICES_CENTS[plan]),
            priceCurrency: currency,
            availability: 'https://schema.org/InStock',
            url,
          })),
        ),
      },
      {
        '@type': 'FAQPage',
        mainEntity: faq.map((entry) => ({
          '@type': 'Question',
          name: entry.title,
          acceptedAnswer: { '@type': 'Answer', text: entry.content },
        })),
      },
    ],
  };
}
