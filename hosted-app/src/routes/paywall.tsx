import { RequireUser } from '../features/auth/RequireUser';
import { billingMessages } from '../features/billing/billingMessages';
import { Paywall } from '../features/billing/Paywall';
import { pageMeta } from '../lib/pageMeta';

// The title from the billing words (the product's name, the same in every language).
export const meta = () => pageMeta({ title: billingMessages.text('billing.premium'), description: 'Plans, the free trial and restoring a purchase.', path: '/paywall', noindex: true });

export default function PaywallRoute() {
  return <RequireUser>{() => <Paywall />}</RequireUser>;
}
