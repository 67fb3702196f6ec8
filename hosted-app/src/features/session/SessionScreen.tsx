import type { User } from '@stillpoint/api/contract';
import { useDocumentLanguage } from '../../i18n/useDocumentLanguage';
import { useSdkWords } from '../../i18n/useSdkWords';
import type { ResumePoint } from '@stillpoint/sdk/core';
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
import { toast } from '../../ui/toastStore';
import { awayLine, logAwaySession } from './logAwaySession';
import { forgetRunningSession, keptOutcome, readRunningSession, type KeptOutcome, type KeptSession } from './runningSession';
import { useKeepRunning } from './useKeepRunning';
import { useSessionRecord } from './useSessionRecord';
import { sessionMessages } from './sessionMessages';
import { useToastClearance } from './useToastClearance';
import './session.css';

/**
 * /app/session: the running session, full screen. A stopped session returns to the selector; a finished one
 * shows "Session Complete" (what was done, the streak where tracking is on) until Done. Opened again after a
 * reload or a crash, it carries on the session kept on the device where it stands (runningSession.ts).
 */
export function SessionScreen() {
  const user = useSignedInUser();
  // Off the shell: the page says its language itself.
  useDocumentLanguage();
  const current = useSessionLauncher((state) => state.current);
  const launches = useSessionLauncher((state) => state.launches);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const shortcut = search.get('start');
  // Opened from the notification at a sit's end (/app/session?ended=<id>): that sit is complete, whatever the clock says.
  const [kept] = useState(() => (current ? null : keptWithOutcome(user.id, search.get('ended'))));
  const settled = useRef(false);

  // Opened with no session to run: a kept one that could not carry on is logged and the user told in one line;
  // a home-screen shortcut (/app/session?start=box) starts what it names, or, when the device knows of no session
  // to start again, shows the selector; anything else (a bookmark) returns to the selector.
  useEffect(() => {
    if (current || kept?.outcome.kind === 'resume' || settled.current) return;
    settled.current = true;
    if (kept?.outcome.kind === 'ended') {
      const { sat, completed } = kept.outcome;
      forgetRunningSession(user.id);
      toast({ title: awayLine(kept.session, sat, completed), durationMs: AWAY_LINE_MS });
      void logAwaySession(user.id, kept.session, sat, completed).catch((error: unknown) => console.warn('[session] a session ended while away could not be logged', error));
    }
    if (shortcut === null || kept) {
      void navigate('/app', { replace: true });
      return;
    }
    void (async () => {
      const { isShortcutName, shortcutSession } = await import('./shortcutSession');
      const log = await readLocalLog(user.id).catch(() => []);
      const session = isShortcutName(shortcut) ? shortcutSession(shortcut, readRecentRuns(user.id)[0]?.request ?? null, log) : null;
      if (session) launchSession(session);
      void navigate(session ? '/app/session' : '/app', { replace: true });
    })();
  }, [current, kept, navigate, shortcut, user.id]);

  if (current) return <RecordedSession key={launches} user={user} request={current} />;
  if (kept?.outcome.kind !== 'resume') return null;
  return <RecordedSession user={user} request={kept.session.request} resumed={kept.session} resumeFrom={{ elapsed: kept.outcome.elapsed, paused: kept.outcome.paused }} />;
}

/** Long enough to read the away line once the selector is back. */
const AWAY_LINE_MS = 10_000;

/**
 * The user's kept session and where it stands now; null when none is kept, or its request no longer compiles.
 * `endedId` names a sit whose end the API pushed: it stands at its end.
 */
function keptWithOutcome(userId: string, endedId: string | null): { readonly session: KeptSession; readonly outcome: KeptOutcome } | null {
  const session = readRunningSession(userId);
  if (!session) return null;
  try {
    return { session, outcome: keptOutcome(session, session.id === endedId ? Infinity : Date.now()) };
  } catch (error) {
    console.warn('[session] the kept session could not be carried on', error);
    forgetRunningSession(userId);
    return null;
  }
}

interface RecordedSessionProps {
  readonly user: User;
  readonly request: SessionRequest;
  /** The kept session this page carries on after a reload, and where its runner starts. */
  readonly resumed?: KeptSession;
  readonly resumeFrom?: ResumePoint;
}

function RecordedSession({ user, request, resumed, resumeFrom }: RecordedSessionProps) {
  const navigate = useNavigate();
  const clear = useSessionLauncher((state) => state.clear);
  const record = useSessionRecord(user, request, resumed && { id: resumed.id, startedAt: new Date(resumed.startedAt).toISOString() });
  const keep = useKeepRunning(user.id, request, record.id, resumed);
  const [finished, setFinished] = useState<{ readonly end: SessionEnd; readonly recorded: boolean } | null>(null);
  const screen = useRef<HTMLElement>(null);
  const t = sessionMessages.useMessages();
  // A preset's or a recommendation's title is its English catalog name (the log keeps it so): said in the reader's words.
  const sdk = useSdkWords();
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
          <RunnerHeading>{request.title === undefined ? t(request.kind === 'breathing' ? 'session.breathing' : 'session.meditation') : sdk.text(request.title)}</RunnerHeading>
          <SessionRunner
          request={request}
          {...(resumeFrom ? { resumeFrom } : {})}
          onStart={({ title, total }) => {
            record.started(total);
            // A session carried on is kept, and remembered, since it first started.
            if (resumed) return;
            keep.started(total);
            rememberRun(user.id, { request, title, seconds: Math.round(total / 1000) });
          }}
          onPause={keep.paused}
          onResume={keep.resumed}
          onEnd={(end) => {
            keep.ended();
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

function CompletedSession({ user, request, end, recorded, onDone, onAgain }: { readonly user: User; readonly request: SessionRequest; readonly end: SessionEnd; readonly recorded: boolean; onDone: () => void; onAgain: () => void }) {
  const stats = useStats(user);
  const sdk = useSdkWords();
  const streak = user.streakTrackingEnabled && tracksProgress(user) && recorded && !stats.isFetching ? (stats.data?.currentStreak ?? null) : null;
  return <SessionComplete title={sdk.text(request.title ?? end.detail.title)} kind={request.kind} elapsedMs={end.detail.elapsed} streak={streak} onDone={onDone} onAgain={onAgain} />;
}
