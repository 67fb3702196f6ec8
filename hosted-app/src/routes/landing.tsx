import { Landing } from '../features/public/Landing';
import { landingMeta } from '../features/public/landingMeta';

/** `/landing` is the landing for everyone, a signed-in user too (`/` is their home): the same page as /, so / is its canonical address. */
export const meta = () => landingMeta('/');

export default function LandingRoute() {
  return <Landing path="/landing" />;
}
