import { PLAN_PRICES_CENTS, type Currency } from '@stillpoint/api/contract';
import { formatPrice, YEARLY_BADGE, YEARLY_PER_MONTH_CENTS } from '../billing/planPrices';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { useReaderLocale } from '../billing/useReaderLocale';
import { TrialButton } from './TrialButton';

/** A price in the reader's currency and locale, or in euros while none is known (prerendered: the note says where dollars apply). */
const price = (cents: number, currency: Currency | null, locale: string) => (currency ? formatPrice(cents, currency, locale) : formatPrice(cents, 'EUR'));

/**
 * The two plans (commercial.md §2, §9), every figure from the contract's prices, in the visitor's currency by
 * time zone (EUR in Europe, USD elsewhere), in their locale. The prerendered page has no zone: it shows euros and
 * says where dollars apply; once hydrated it writes the reader's currency (data-currency then tells tests).
 */
export function PricingSection() {
  const currency = useDisplayCurrency();
  const locale = useReaderLocale();
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-heading" data-currency={currency ?? undefined}>
      <div className="landing-section__intro">
        <h2 id="pricing-heading">Pricing</h2>
        <p className="tagline">The first 14 days are free. Then one of two plans, VAT included. Cancel anytime from your account.</p>
      </div>
      <ul className="plans">
        <li className="card plan plan--yearly">
          <p className="plan__badge">{YEARLY_BADGE}</p>
          <h3>Yearly</h3>
          <p className="plan__price">
            <strong>{price(YEARLY_PER_MONTH_CENTS, currency, locale)}</strong> <span className="muted">a month</span>
          </p>
          <p className="muted">{price(PLAN_PRICES_CENTS.yearly, currency, locale)} billed once a year</p>
        </li>
        <li className="card plan">
          <h3>Monthly</h3>
          <p className="plan__price">
            <strong>{price(PLAN_PRICES_CENTS.monthly, currency, locale)}</strong> <span className="muted">a month</span>
          </p>
          <p className="muted">Billed monthly</p>
        </li>
      </ul>
      <p className="muted plans__note">
        {currency === null ? 'Prices in euros in Europe and in US dollars elsewhere, by your time zone.' : `Prices in ${currency === 'EUR' ? 'euros' : 'US dollars'}, by your time zone.`} Both plans include
        everything: every technique and style, your own sessions, the library, history and streaks.
      </p>
      <p>
        <TrialButton />
      </p>
    </section>
  );
}
