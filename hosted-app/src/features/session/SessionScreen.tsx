import type { User } from '@stillpoint/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RunnerHeading } from '../../ui/RunnerHeading';
import { useSignedInUser } from '../auth/useSignedInUser';
import { tracksProgress, useStats } from '../history/queries';
import { readLocalLog } from './localLog';
import { SessionComplete } from './SessionComplete';
import SessionRunner, { type SessionEnd } from './SessionRunner';
import { readRecentRuns } from './recentRuns';
import { rememberRun } from './rememberRun';
import { launchSession, useSessionLauncher, type SessionRequest } from './sessionRequest';
import { useSessionRecord } from './useSessionRecord';
import { useToastClearance } from './useToastClearance';
import './session.css';

/**
 * /app/session: the running session, full screen. A stopped session returns to the selector; a finished one
 * shows "Session Complete" (what was done, the streak where tracking is on) until Done.
 */
export function SessionScreen() {
  const user = useSignedInUser();
  const current = useSessionLauncher((state) => state.current);
  const launches = useSessionLauncher((state) => state.launches);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const shortcut = search.get('start');

  // Opened from a home-screen shortcut (/app/session?start=box): it starts what it names, or, when the device
  // knows of no session to start again, shows the selector. Opened with no session to run (a reload, a bookmark):
  // back to the selector.
  useEffect(() => {
    if (current) return;
    if (shortcut === null) {
      void navigate('/app', { replace: true });
      return;
    }
    let cancelled = false;
    void (async () => {
      const { isShortcutName, shortcutSession } = await import('./shortcutSession');
      const log = await readLocalLog(user.id).catch(() => []);
      const session = isShortcutName(shortcut) ? shortcutSession(shortcut, readRecentRuns(user.id)[0]?.request ?? null, log) : null;
      if (cancelled) return;
      if (session) launchSession(session);
      void navigate(session ? '/app/session' : '/app', { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [current, navigate, shortcut, user.id]);

  if (!current) return null;
  return <RecordedSession key={launches} user={user} request={current} />;
}

function RecordedSession({ user, request }: { readonly user: User; readonly request: SessionRequest }) {
  const navigate = useNavigate();
  const clear = useSessionLauncher((state) => state.clear);
  const record = useSessionRecord(user, request);
  const [finished, setFinished] = useState<{ readonly end: SessionEnd; readonly recorded: boolean } | null>(null);
  const screen = useRef<HTMLElement>(null);
  useToastClearance(screen, !finished);
  const leave = () => {
    clear();
    void navigate('/app');
  };
  return (
    // Dark in either scheme (tokens.css, .runner-theme), the completion screen too: eyes that open on it after a sit
    // meet the palette they closed on, not a flash of the light page. Done leads back to the page's own.
    <main ref={screen} id="main" tabIndex={-1} className="session-screen runner-theme">
      {finished ? (
        <CompletedSession user={user} request={request} end={finished.end} recorded={finished.recorded} onDone={leave} onAgain={() => launchSession(request)} />
      ) : (
        <>
          <RunnerHeading>{request.title ?? (request.kind === 'breathing' ? 'Breathing session' : 'Meditation session')}</RunnerHeading>
          <SessionRunner
          request={request}
          onStart={({ title, total }) => {
            record.started(total);
            rememberRun(user.id, { request, title, seconds: Math.round(total / 1000) });
          }}
          onEnd={(end) => {
            const recording = record.ended(end);
            if (!end.completed) return leave();
            setFinished({ end, recorded: false });
            // The streak shown is the one this session counts in: read once the log has it.
            void recording.finally(() => setFinished({ end, recorded: true }));
          }}
          />
        </>
      )}
    </main>
  );
}

function CompletedSession({ user, request, end, recorded, onDone, onAgain }: { readonly user: User; readonly request: SessionRequest; readonly end: SessionEnd; readonly recorded: boolean; onDone(): void; onAgain(): void }) {
  const stats = useStats(user);
  const streak = user.streakTrackingEnabled && tracksProgress(user) && recorded && !stats.isFetching ? (stats.data?.currentStreak ?? null) : null;
  return <SessionComplete title={request.title ?? end.detail.title} kind={request.kind} elapsedMs={end.detail.elapsed} streak={streak} onDone={onDone} onAgain={onAgain} />;
}
