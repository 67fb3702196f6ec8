import { useEffect, useRef } from 'react';
import { forgetRunningSession, keepRunningSession, type KeptSession } from './runningSession';
import type { SessionRequest } from './sessionRequest';
import { testTimeScale } from './testHooks';

/** How often a running session tells the device it is still alive (how much a sit that cannot carry on may lose). */
const SEEN_EVERY_MS = 15_000;

/**
 * Keeps the running session on the device (runningSession.ts) from its start to its end: the start
 * stamp, each pause and resume, and a heartbeat while it runs; forgotten when it ends or is stopped.
 * `resumed` is the kept session this page carries on, already on the device.
 */
export function useKeepRunning(userId: string, request: SessionRequest, id: string, resumed?: KeptSession) {
  const kept = useRef<KeptSession | null>(resumed ?? null);
  const write = (change: (session: KeptSession) => KeptSession) => {
    if (!kept.current) return;
    kept.current = change(kept.current);
    keepRunningSession(userId, kept.current);
  };

  useEffect(() => {
    const seen = () => write((session) => ({ ...session, seenAt: Date.now() }));
    const timer = window.setInterval(seen, SEEN_EVERY_MS);
    window.addEventListener('pagehide', seen);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', seen);
    };
  });

  return {
    started() {
      if (kept.current) return;
      const now = Date.now();
      kept.current = { id, request, startedAt: now, pauses: [], pausedAt: null, seenAt: now, timeScale: testTimeScale() ?? 1 };
      keepRunningSession(userId, kept.current);
    },
    paused({ elapsed }: { readonly elapsed: number }) {
      const now = Date.now();
      write((session) => ({ ...session, seenAt: now, pausedAt: elapsed, pauses: [...session.pauses, { from: now, until: null }] }));
    },
    resumed() {
      const now = Date.now();
      write((session) => ({ ...session, seenAt: now, pausedAt: null, pauses: session.pauses.map((pause) => (pause.until === null ? { ...pause, until: now } : pause)) }));
    },
    ended() {
      kept.current = null;
      forgetRunningSession(userId);
    },
  };
}
