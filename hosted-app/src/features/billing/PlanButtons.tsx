import { PLAN_PRICES_CENTS, type Currency, type Plan } from '@stillpoint/api/contract';
import { formatPrice, YEARLY_BADGE, YEARLY_PER_MONTH_CENTS } from './planPrices';

/** The two plans as buttons (commercial.md §2): yearly first with its monthly figure and saving, then monthly. */
export function PlanButtons({ currency, busy, onChoose }: { readonly currency: Currency; readonly busy: boolean; onChoose: (plan: Plan) => void }) {
  return (
    <div className="plans">
      <button type="button" className="plan plan--best" disabled={busy} onClick={() => onChoose('yearly')}>
        <span className="plan__badge">{YEARLY_BADGE}</span>
        <span className="plan__name">Yearly</span>
        <span className="plan__price">
          {formatPrice(PLAN_PRICES_CENTS.yearly, currency)} <span className="plan__unit">/ year</span>
        </span>
        <span className="plan__note">{formatPrice(YEARLY_PER_MONTH_CENTS, currency)} a month</span>
      </button>
      <button type="button" className="plan" disabled={busy} onClick={() => onChoose('monthly')}>
        <span className="plan__name">Monthly</span>
        <span className="plan__price">
          {formatPrice(PLAN_PRICES_CENTS.monthly, currency)} <span className="plan__unit">/ month</span>
        </span>
        <span className="plan__note">Cancel anytime</span>
      </button>
    </div>
  );
}
