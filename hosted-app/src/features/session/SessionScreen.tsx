import type { User } from '@stillpoint/api/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RunnerHeading } from '../../ui/RunnerHeading';
import { useSignedInUser } from '../auth/useSignedInUser';
import SessionRunner from './SessionRunner';
import { useSessionLauncher, type SessionRequest } from './sessionRequest';
import { useSessionRecord } from './useSessionRecord';
import './session.css';

/** /app/session: the running session, full screen; when it ends (complete or stopped) the app returns to the selector. */
export function SessionScreen() {
  const user = useSignedInUser();
  const current = useSessionLauncher((state) => state.current);
  const navigate = useNavigate();

  // Opened with no session to run (a reload, a bookmark): back to the selector.
  useEffect(() => {
    if (!current) void navigate('/app', { replace: true });
  }, [current, navigate]);

  if (!current) return null;
  return <RecordedSession key={JSON.stringify(current)} user={user} request={current} />;
}

function RecordedSession({ user, request }: { readonly user: User; readonly request: SessionRequest }) {
  const navigate = useNavigate();
  const clear = useSessionLauncher((state) => state.clear);
  const record = useSessionRecord(user, request);
  return (
    <main id="main" tabIndex={-1} className="session-screen">
      <RunnerHeading>{request.title ?? (request.kind === 'breathing' ? 'Breathing session' : 'Meditation session')}</RunnerHeading>
      <SessionRunner
        request={request}
        onStart={({ total }) => record.started(total)}
        onEnd={(end) => {
          void record.ended(end);
          clear();
          void navigate('/app');
        }}
      />
    </main>
  );
}
