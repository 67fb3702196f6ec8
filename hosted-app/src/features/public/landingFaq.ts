import { PLAN_PRICES_CENTS, type Currency } from '@stillpoint/api/contract';
import type { Locale, MessageValues } from '@stillpoint/sdk/catalog';
import type { AccordionEntry } from '../../ui/Accordion';
import { formatPrice, YEARLY_PER_MONTH_CENTS } from '../billing/planPrices';
import { SUPPORT_EMAIL } from './siteAddress';

const QUESTIONS = ['what', 'price', 'free', 'custom', 'offline', 'sound', 'privacy', 'help'] as const;

/** The FAQ's words among the landing's (words/landingWords.ts): the signed-in app's FAQ is the same (support/faqMessages.ts). */
export const FAQ_KEYS = ['faq.title', 'faq.prices', ...QUESTIONS.flatMap((id) => [`faq.${id}.q`, `faq.${id}.a`] as const)] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

/**
 * The FAQ (commercial.md §2) in `language`, the landing's and the signed-in app's: the prices in the reader's currency
 * and locale (euros in the page's language where none is known yet), from the plans' own figures.
 */
export function landingFaq(t: (key: FaqKey, values?: MessageValues) => string, language: Locale, currency: Currency | null, locale?: string): (AccordionEntry & { readonly title: string; readonly content: string })[] {
  const price = (cents: number) => (currency ? formatPrice(cents, currency, locale) : formatPrice(cents, 'EUR', language === 'en' ? undefined : language));
  const prices = t('faq.prices', { monthly: price(PLAN_PRICES_CENTS.monthly), yearly: price(PLAN_PRICES_CENTS.yearly), perMonth: price(YEARLY_PER_MONTH_CENTS) });
  return QUESTIONS.map((id) => ({ id, title: t(`faq.${id}.q`), content: t(`faq.${id}.a`, { prices, email: SUPPORT_EMAIL }) }));
}
