import { BreathingSession, MeditationSession, type SessionCallbacks } from '@stillpoint/sdk/react';
import type { SessionEndDetail } from '@stillpoint/sdk/react';
import { useMemo } from 'react';
import type { SessionRequest } from './sessionRequest';
import { testTimeScale } from './testHooks';

export interface SessionEnd {
  readonly completed: boolean;
  readonly detail: SessionEndDetail;
}

export interface SessionRunnerProps extends Pick<SessionCallbacks, 'onStart'> {
  readonly request: SessionRequest;
  onEnd(end: SessionEnd): void;
}

/**
 * Runs a session request on the SDK's runners (the zen view when a meditation's zenMode is on), with
 * sound, the wake lock, idle dimming and the lock-screen controls; reports how it ended.
 */
export default function SessionRunner({ request, onEnd, onStart }: SessionRunnerProps) {
  const timeScale = useMemo(() => testTimeScale(), []);
  const shared = {
    sound: true,
    soundBaseUrl: '/sounds/',
    // The app logs the session and returns to the selector: no "Start again" on the way out.
    allowRestart: false,
    ...(timeScale ? { timeScale } : {}),
    ...(onStart ? { onStart } : {}),
    onComplete: (detail: SessionEndDetail) => onEnd({ completed: true, detail }),
    onStop: (detail: SessionEndDetail) => onEnd({ completed: false, detail }),
  };
  return request.kind === 'breathing' ? <BreathingSession config={request.config} {...shared} /> : <MeditationSession config={request.config} {...shared} />;
}
