import { useEffect, useRef } from 'react';
import { announceSit, cancelSit, wantsEndPush } from './endPush';
import { endsOnItsOwn, forgetRunningSession, keepRunningSession, type KeptSession } from './runningSession';
import type { SessionRequest } from './sessionRequest';
import { testTimeScale } from './testHooks';

/** How often a running session tells the device it is still alive (how much a sit that cannot carry on may lose). */
const SEEN_EVERY_MS = 15_000;

/** A runner's report of where it stands (the SDK's SessionTimeDetail): session ms. */
interface RunnerTime {
  readonly elapsed: number;
  readonly total: number;
}

/**
 * Keeps the running session on the device (runningSession.ts) from its start to its end: the start
 * stamp, each pause and resume, and a heartbeat while it runs; forgotten when it ends or is stopped.
 * A sit of five minutes or more is told to the API too, which pushes its end where the page cannot
 * (endPush.ts). `resumed` is the kept session this page carries on, already on the device (and the API).
 */
export function useKeepRunning(userId: string, request: SessionRequest, id: string, resumed?: KeptSession) {
  const kept = useRef<KeptSession | null>(resumed ?? null);
  /** Wall ms from now to the runner's end, on the session's clock speed. */
  const endFromNow = ({ elapsed, total }: RunnerTime, scale: number) => Date.now() + (total - elapsed) / scale;
  const announce = (time: RunnerTime, running: boolean) => {
    const session = kept.current;
    if (!session || !wantsEndPush(time.total) || !endsOnItsOwn(session.request)) return;
    void announceSit(session, time.total, running ? endFromNow(time, session.timeScale) : null).then((held) => {
      if (held && !kept.current?.endPush) write((current) => ({ ...current, endPush: true }));
    });
  };
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
    started: (total: number) => {
      if (kept.current) return;
      const now = Date.now();
      kept.current = { id, request, startedAt: now, pauses: [], pausedAt: null, seenAt: now, endPush: false, timeScale: testTimeScale() ?? 1 };
      keepRunningSession(userId, kept.current);
      announce({ elapsed: 0, total }, true);
    },
    paused: (time: RunnerTime) => {
      const now = Date.now();
      write((session) => ({ ...session, seenAt: now, pausedAt: time.elapsed, pauses: [...session.pauses, { from: now, until: null }] }));
      announce(time, false);
    },
    resumed: (time: RunnerTime) => {
      const now = Date.now();
      write((session) => ({ ...session, seenAt: now, pausedAt: null, pauses: session.pauses.map((pause) => (pause.until === null ? { ...pause, until: now } : pause)) }));
      announce(time, true);
    },
    ended: () => {
      if (kept.current?.endPush) cancelSit(id);
      kept.current = null;
      forgetRunningSession(userId);
    },
  };
}
