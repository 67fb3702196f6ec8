import { useStaticPage } from '../../lib/pageHandle';
import { planFigures } from '../billing/planPrices';
import { useDisplayCurrency } from '../billing/useDisplayCurrency';
import { byZone } from './staticPageScripts';

/**
 * The two plans' prices in passing, "€2.99 a month or €24.99 a year", in the reader's currency by time zone
 * (commercial.md §9): euros while none is known (the prerendered page), and on a static page both texts for its
 * PRICE_SWAP (PublicPage's `priced`), which writes the reader's.
 */
export function PlanFigures() {
  const currency = useDisplayCurrency();
  const zoned = useStaticPage() ? byZone({ EUR: planFigures('EUR'), USD: planFigures('USD') }) : {};
  return <span {...zoned}>{planFigures(currency ?? 'EUR')}</span>;
}
