import { PLAN_PRICES_CENTS, type Currency, type Plan } from '@stillpoint/api/contract';
import { useLocale } from '../../i18n/useMessages';
import { billingMessages } from './billingMessages';
import { formatPrice, YEARLY_PER_MONTH_CENTS, YEARLY_SAVING_PERCENT } from './planPrices';

/** The two plans as buttons (commercial.md §2): yearly first with its monthly figure and saving, then monthly; prices as Intl writes them in the app's language. */
export function PlanButtons({ currency, busy, onChoose }: { readonly currency: Currency; readonly busy: boolean; onChoose: (plan: Plan) => void }) {
  const t = billingMessages.useMessages();
  const locale = useLocale();
  const price = (cents: number) => formatPrice(cents, currency, locale);
  return (
    <div className="plans">
      <button type="button" className="plan plan--best" disabled={busy} onClick={() => onChoose('yearly')}>
        <span className="plan__badge">{t('billing.save', { percent: YEARLY_SAVING_PERCENT })}</span>
        <span className="plan__name">{t('billing.yearly')}</span>
        <span className="plan__price">
          {price(PLAN_PRICES_CENTS.yearly)} <span className="plan__unit">{t('billing.perYear')}</span>
        </span>
        <span className="plan__note">{t('billing.aMonth', { price: price(YEARLY_PER_MONTH_CENTS) })}</span>
      </button>
      <button type="button" className="plan" disabled={busy} onClick={() => onChoose('monthly')}>
        <span className="plan__name">{t('billing.monthly')}</span>
        <span className="plan__price">
          {price(PLAN_PRICES_CENTS.monthly)} <span className="plan__unit">{t('billing.perMonth')}</span>
        </span>
        <span className="plan__note">{t('billing.cancelAnytime')}</span>
      </button>
    </div>
  );
}
