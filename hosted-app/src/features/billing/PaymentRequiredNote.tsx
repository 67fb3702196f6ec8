import { Link } from 'react-router';

/** Where a premium screen would be, once the trial has ended: what is kept, and the way on. */
export function PaymentRequiredNote({ what }: { readonly what: string }) {
  return (
    <div className="payment-required" role="note">
      <p>
        Your free trial has ended. {what} stay safe with your account: subscribe to see them again.
      </p>
      <Link to="/paywall" className="button button--primary">
        See plans
      </Link>
    </div>
  );
}
