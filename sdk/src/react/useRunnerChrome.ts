import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Translator } from '../catalog/messages/createTranslator';
import type { RunnerEvent } from '../core/types';
import { programPartCount, segmentAnnouncement } from './programPart';
import { IDLE_DIM_MS } from './timings';
import type { SessionRunner } from './useSessionRunner';
import { useMediaSession } from './useMediaSession';
import { useTimeout } from './useTimeout';
import { useWakeLock } from './useWakeLock';
import { COMPLETE_VIBRATION, PHASE_VIBRATION, vibrate } from './vibrate';

/** The browser features a runner uses while a session runs: idle dimming, vibration, lock-screen controls. */
export interface RunnerChromeOptions {
  /**
   * Dim after 120 s without a tap (the breathing and meditation runners; not the zen view). Default true.
   *
   * @default true
   */
  idleDim?: boolean;
  /**
   * Buzz on each phase change where the device can. Default true.
   *
   * @default true
   */
  vibration?: boolean;
  /**
   * Lock-screen controls through the Media Session API. Default true.
   *
   * @default true
   */
  mediaSession?: boolean;
  /** Artwork for the lock screen; a small inline mark by default. */
  artwork?: MediaImage[];
}

export interface RunnerChrome {
  dimmed: boolean;
  announcement: string;
  /** Call on any tap or key press inside the runner. */
  onInteract: () => void;
  wakeLockHeld: boolean;
}

/** What a screen reader hears when the runner moves on. */
function announce(event: RunnerEvent, lastRound: { current: number }, parts: number, words: Translator): string | null {
  switch (event.type) {
    case 'phase': {
      const { segment } = event;
      const part = segmentAnnouncement(segment, parts, words);
      const phase = words.text(segment.label);
      if (part !== null) return part;
      if (segment.phase === 'breath-hold') return words.t('announce.breathHold', { phase });
      const newRound = segment.round > 0 && segment.round !== lastRound.current;
      lastRound.current = segment.round;
      return newRound ? words.t('announce.round', { phase, round: segment.round }) : phase;
    }
    case 'prompt':
      return words.text(event.text);
    case 'complete':
      return words.t('session.complete');
    case 'stop':
      return words.t('session.ended');
    default:
      return null;
  }
}

/**
 * Everything around a running session that is not the picture: phase announcements, vibration, idle
 * dimming, the screen wake lock and the lock-screen controls. Shared by every runner.
 */
export function useRunnerChrome(session: SessionRunner, options: RunnerChromeOptions = {}, words: Translator): RunnerChrome {
  const { idleDim = true, vibration = true, mediaSession = true, artwork } = options;
  const { status } = session.state;
  const active = status === 'running' || status === 'paused';
  const [announcement, setAnnouncement] = useState('');
  const lastRound = useRef(0);
  const vibrationOn = useRef(vibration);
  useEffect(() => {
    vibrationOn.current = vibration;
  }, [vibration]);

  const { subscribe, plan } = session;
  const parts = useMemo(() => programPartCount(plan), [plan]);
  // The announcer reads the words of now: a language that loads mid-session speaks from its next announcement.
  const wordsNow = useRef(words);
  useEffect(() => {
    wordsNow.current = words;
  }, [words]);
  useEffect(
    () =>
      subscribe((event) => {
        const spoken = announce(event, lastRound, parts, wordsNow.current);
        if (spoken !== null) setAnnouncement(spoken);
        if (!vibrationOn.current) return;
        if (event.type === 'phase') vibrate(PHASE_VIBRATION);
        if (event.type === 'complete') vibrate(COMPLETE_VIBRATION);
      }),
    [subscribe, parts],
  );

  const previous = useRef(status);
  const settling = (session.state.settling ?? 0) > 0;
  useEffect(() => {
    // The start of a settle-in: its first phase is announced when it comes.
    if (previous.current === 'idle' && status === 'running' && settling) setAnnouncement(wordsNow.current.t('runner.settleIn'));
    if (previous.current === 'running' && status === 'paused') setAnnouncement(wordsNow.current.t('runner.paused'));
    if (previous.current === 'paused' && status === 'running') setAnnouncement(wordsNow.current.t('runner.resumed'));
    previous.current = status;
  }, [status, settling]);

  const idle = useTimeout(session.clock, IDLE_DIM_MS, idleDim && active);
  const wakeLock = useWakeLock(active);

  useMediaSession({
    active: mediaSession && active,
    playing: status === 'running',
    title: words.text(session.plan.title),
    artwork,
    onPlay: session.resume,
    onPause: session.pause,
    onStop: session.end,
  });

  const { restart } = idle;
  const { retry } = wakeLock;
  const onInteract = useCallback(() => {
    restart();
    retry();
  }, [restart, retry]);

  return { dimmed: idle.elapsed && active, announcement, onInteract, wakeLockHeld: wakeLock.held };
}
