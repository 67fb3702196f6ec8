import { PLAN_PRICES_CENTS, type Currency } from '@stillpoint/api/contract';
import type { Locale } from '@stillpoint/sdk/catalog';
import type { AccordionEntry } from '../../ui/Accordion';
import { formatPrice, YEARLY_PER_MONTH_CENTS } from '../billing/planPrices';
import type { Words } from './pageWords';
import { SUPPORT_EMAIL } from './siteAddress';
import type { LandingKey } from './words/landingWords';

const QUESTIONS = ['what', 'price', 'free', 'custom', 'offline', 'sound', 'privacy', 'help'] as const;

/**
 * The landing's FAQ (commercial.md §2) in the page's language, as support/faqEntries.ts writes it in English for the
 * app: the prices in the reader's currency and locale (euros in the page's language where none is known yet), from the
 * plans' own figures.
 */
export function landingFaq(t: Words<LandingKey>, language: Locale, currency: Currency | null, locale?: string): AccordionEntry[] {
  const price = (cents: number) => (currency ? formatPrice(cents, currency, locale) : formatPrice(cents, 'EUR', language === 'en' ? undefined : language));
  const prices = t('faq.prices', { monthly: price(PLAN_PRICES_CENTS.monthly), yearly: price(PLAN_PRICES_CENTS.yearly), perMonth: price(YEARLY_PER_MONTH_CENTS) });
  return QUESTIONS.map((id) => ({ id, title: t(`faq.${id}.q`), content: t(`faq.${id}.a`, { prices, email: SUPPORT_EMAIL }) }));
}
