import { RequireUser } from '../features/auth/RequireUser';
import { Paywall } from '../features/billing/Paywall';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Stillpoint Premium', description: 'Plans, the free trial and restoring a purchase.', path: '/paywall', noindex: true });

export default function PaywallRoute() {
  return <RequireUser>{() => <Paywall />}</RequireUser>;
}
