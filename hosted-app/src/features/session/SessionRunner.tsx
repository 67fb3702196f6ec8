import type { BreathingConfig, MeditationConfig } from '@stillpoint/sdk/catalog';
import { compilePlan, type ResumePoint } from '@stillpoint/sdk/core';
import { BreathingSession, MeditationSession, type SessionCallbacks } from '@stillpoint/sdk/react';
import type { SessionEndDetail } from '@stillpoint/sdk/react';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/useMessages';
import type { SessionRequest } from './sessionRequest';
import { testTimeScale } from './testHooks';

/** Seconds of "Get comfortable" before every session's first phase: time to sit down and close the eyes (sdk/README Decisions). */
export const SETTLE_IN_SECONDS = 5;

export interface SessionEnd {
  readonly completed: boolean;
  readonly detail: SessionEndDetail;
}

/** What the runner needs of a session request: its kind, config and name (a shared program's run has no source to log). */
export type RunRequest = Pick<SessionRequest, 'title'> & ({ readonly kind: 'breathing'; readonly config: BreathingConfig } | { readonly kind: 'meditation'; readonly config: MeditationConfig });

export interface SessionRunnerProps extends Pick<SessionCallbacks, 'onStart' | 'onPause' | 'onResume'> {
  readonly request: RunRequest;
  /** Where a session carried on after a reload starts (runningSession.ts); at 0 otherwise. */
  readonly resumeFrom?: ResumePoint;
  onEnd: (end: SessionEnd) => void;
}

/**
 * The request's plan under the request's own name ("Body Scan", a saved session's name), so the runner's title,
 * the lock screen's and the screen's heading say one thing; the SDK's own title ("20 min Meditation") otherwise.
 * A config the schema refuses is left to the runner, which says why.
 */
function titledPlan(request: RunRequest) {
  if (!request.title) return undefined;
  try {
    return { ...compilePlan(request.kind === 'breathing' ? { type: 'breathing', config: request.config } : { type: 'meditation', config: request.config }), title: request.title };
  } catch {
    return undefined;
  }
}

/**
 * Runs a session request on the SDK's runners (the zen view when a meditation's zenMode is on), after a
 * settle-in, with sound, the wake lock, idle dimming and the lock-screen controls; reports how it ended.
 */
export default function SessionRunner({ request, onEnd, onStart, onPause, onResume, resumeFrom }: SessionRunnerProps) {
  const timeScale = useMemo(() => testTimeScale(), []);
  const plan = useMemo(() => titledPlan(request), [request]);
  // The runner speaks the app's language (its phases, buttons and announcements from the SDK's catalog).
  const locale = useLocale();
  const shared = {
    locale,
    sound: true,
    soundBaseUrl: '/sounds/',
    // The app logs the session and returns to the selector: no "Start again" on the way out.
    allowRestart: false,
    settleIn: SETTLE_IN_SECONDS,
    ...(timeScale ? { timeScale } : {}),
    ...(plan ? { plan } : {}),
    ...(onStart ? { onStart } : {}),
    ...(onPause ? { onPause } : {}),
    ...(onResume ? { onResume } : {}),
    ...(resumeFrom ? { resumeFrom } : {}),
    onComplete: (detail: SessionEndDetail) => onEnd({ completed: true, detail }),
    onStop: (detail: SessionEndDetail) => onEnd({ completed: false, detail }),
  };
  return request.kind === 'breathing' ? <BreathingSession config={request.config} {...shared} /> : <MeditationSession config={request.config} {...shared} />;
}
