import { PLAN_PRICES_CENTS, type Currency } from '@stillpoint/api/contract';
import { useLocation } from 'react-router';
import { useStaticPage } from '../../lib/pageHandle';
import { formatPrice, YEARLY_PER_MONTH_CENTS, YEARLY_SAVING_PERCENT } from '../billing/planPrices';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';
import { languageOfPath } from './publicLanguages';
import { byZone } from './staticPageScripts';
import { TrialButton } from './TrialButton';
import { landingWords } from './words/landingWords';

/** A price in the reader's currency and locale, or in euros while none is known (prerendered: the note says where dollars apply). */
const price = (cents: number, currency: Currency | null, locale: string) => (currency ? formatPrice(cents, currency, locale) : formatPrice(cents, 'EUR', locale));

/**
 * The two plans (commercial.md §2, §9), every figure from the contract's prices, in the visitor's currency by
 * time zone (EUR in Europe, USD elsewhere), in their locale (the page's language on a translated page). The prerendered
 * page has no zone: it shows euros and says where dollars apply; once hydrated it writes the reader's currency
 * (data-currency then tells tests). A static page (lib/pageHandle.ts) carries both currencies' texts, which its PRICE_SWAP
 * chooses from (staticPageScripts.ts), in the page's locale.
 */
export function PricingSection() {
  const t = landingWords.useWords();
  const currency = useDisplayCurrency();
  const readerLocale = useReaderLocale();
  const language = languageOfPath(useLocation().pathname);
  const locale = language === 'en' ? readerLocale : language;
  const note = currency === null ? t('pricing.byZone') : t(currency === 'EUR' ? 'pricing.inEuros' : 'pricing.inDollars');
  const isStatic = useStaticPage();
  /** On a static page, a text's euro and dollar versions for PRICE_SWAP (nothing elsewhere: the app writes the reader's). */
  const zoned = (text: (currency: Currency) => string) => (isStatic ? byZone({ EUR: text('EUR'), USD: text('USD') }) : {});
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-heading" data-currency={currency ?? undefined}>
      <div className="landing-section__intro">
        <h2 id="pricing-heading">{t('pricing.title')}</h2>
        <p className="tagline">{t('pricing.tagline')}</p>
      </div>
      <ul className="plans">
        <li className="card plan plan--yearly">
          <p className="plan__badge">{t('pricing.save', { percent: YEARLY_SAVING_PERCENT })}</p>
          <h3>{t('pricing.yearly')}</h3>
          <p className="plan__price">
            <strong {...zoned((zone) => price(YEARLY_PER_MONTH_CENTS, zone, locale))}>{price(YEARLY_PER_MONTH_CENTS, currency, locale)}</strong> <span className="muted">{t('pricing.perMonth')}</span>
          </p>
          <p className="muted" {...zoned((zone) => t('pricing.billedYearly', { price: price(PLAN_PRICES_CENTS.yearly, zone, locale) }))}>
            {t('pricing.billedYearly', { price: price(PLAN_PRICES_CENTS.yearly, currency, locale) })}
          </p>
        </li>
        <li className="card plan">
          <h3>{t('pricing.monthly')}</h3>
          <p className="plan__price">
            <strong {...zoned((zone) => price(PLAN_PRICES_CENTS.monthly, zone, locale))}>{price(PLAN_PRICES_CENTS.monthly, currency, locale)}</strong> <span className="muted">{t('pricing.perMonth')}</span>
          </p>
          <p className="muted">{t('pricing.billedMonthly')}</p>
        </li>
      </ul>
      <p className="muted plans__note" {...zoned((zone) => `${t(zone === 'EUR' ? 'pricing.inEuros' : 'pricing.inDollars')} ${t('pricing.everything')}`)}>
        {`${note} ${t('pricing.everything')}`}
      </p>
      <p>
        <TrialButton />
      </p>
    </section>
  );
}
