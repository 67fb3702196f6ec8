import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../public/siteAddress';
import { LegalPage } from './LegalPage';
import { OperatorAddress } from './OperatorAddress';

/** /imprint: who runs Stillpoint and how to reach them (OPERATOR_* on the server, written into the page as it is sent). */
export function ImprintPage() {
  return (
    <LegalPage title="Imprint" updated="28 November 2026">
      <p className="lede">Stillpoint is run by:</p>
      <OperatorAddress />

      <h2>Contact</h2>
      <p>
        For help with your account or a subscription, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. The address above is
        for post and for legal matters.
      </p>

      <h2>Responsible for the content</h2>
      <p>The operator named above is responsible for the content of this site and for the data it keeps.</p>

      <p>
        See also our <Link to="/privacy">privacy policy</Link> and <Link to="/terms">terms of service</Link>.
      </p>
    </LegalPage>
  );
}
