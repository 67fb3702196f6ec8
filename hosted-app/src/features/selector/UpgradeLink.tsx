import { Link } from 'react-router';
import { useSubscriptionStatus } from '../auth/queries';
import { useMessages } from '../../i18n/useMessages';

/** "Upgrade for unlimited access": only when the user is neither subscribed nor in trial (core-app.md §2). Loaded by the selector after its first screen. */
export default function UpgradeLink() {
  const { data: status } = useSubscriptionStatus();
  const t = useMessages();
  if (!status || status.isSubscribed || status.isTrialActive) return null;
  return (
    <p className="upgrade">
      <Link to="/paywall" className="upgrade__link">
        {t('home.upgrade')}
      </Link>
    </p>
  );
}
