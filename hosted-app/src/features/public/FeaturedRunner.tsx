import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import SessionRunner from '../session/SessionRunner';
import type { SessionRequest } from '../session/sessionRequest';
import type { FeaturedPractice } from './featuredPractices';

const REQUESTS: Record<FeaturedPractice['id'], SessionRequest> = {
  box: { kind: 'breathing', source: 'featured', title: 'Box Breathing', config: { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 2 } } },
  'physiological-sigh': { kind: 'breathing', source: 'featured', title: 'Physiological Sigh', config: BREATHING_PRESET_CONFIGS['physiological-sigh'] },
  'deep-reset': { kind: 'breathing', source: 'featured', title: 'Deep Reset', config: { ...BREATHING_PRESET_CONFIGS['deep-reset'], duration: { type: 'time', value: 1 } } },
};

/** A featured practice running on the landing page; its configs (and the runner) load when a visitor starts one. */
export default function FeaturedRunner({ practice, onEnd }: { readonly practice: FeaturedPractice; onEnd(): void }) {
  return <SessionRunner request={REQUESTS[practice.id]} onEnd={onEnd} />;
}
