import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { SessionComplete } from '../session/SessionComplete';
import SessionRunner, { type SessionEnd } from '../session/SessionRunner';
import type { SessionRequest } from '../session/sessionRequest';
import type { FeaturedPractice } from './featuredPractices';
import { TryFreeButton } from './TryFreeButton';

const REQUESTS: Record<FeaturedPractice['id'], SessionRequest> = {
  box: { kind: 'breathing', source: 'featured', title: 'Box Breathing', config: { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 2 } } },
  'physiological-sigh': { kind: 'breathing', source: 'featured', title: 'Physiological Sigh', config: BREATHING_PRESET_CONFIGS['physiological-sigh'] },
};

/**
 * A featured practice running on the landing page; its configs (and the runner) load when a visitor starts one.
 * A finished one ends on "Session Complete" with a gentle invitation to the trial; a stopped one returns at once.
 */
export default function FeaturedRunner({ practice, onEnd }: { readonly practice: FeaturedPractice; onEnd(): void }) {
  const request = REQUESTS[practice.id];
  const [finished, setFinished] = useState<SessionEnd | null>(null);
  if (finished) {
    return (
      <SessionComplete title={request.title ?? practice.name} kind={request.kind} elapsedMs={finished.detail.elapsed} onDone={onEnd}>
        <div className="session-complete__invite">
          <p>Keep this calm within reach: the full library, your own sessions and your streak.</p>
          <TryFreeButton label="Start your 14-day free trial" />
        </div>
      </SessionComplete>
    );
  }
  return <SessionRunner request={request} onEnd={(end) => (end.completed ? setFinished(end) : onEnd())} />;
}
