import { Landing } from '../features/public/Landing';
import { landingMeta } from '../features/public/landingMeta';

/** `/landing` is its own page and canonical address: the landing for everyone, a signed-in user too (`/` is their home). */
export const meta = () => landingMeta('/landing');

export default function LandingRoute() {
  return <Landing path="/landing" />;
}
