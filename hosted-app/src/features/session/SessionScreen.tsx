import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SessionRunner } from './SessionRunner';
import { useSessionLauncher } from './sessionRequest';
import './session.css';

/** /app/session: the running session, full screen; when it ends the app returns to the selector. */
export function SessionScreen() {
  const current = useSessionLauncher((state) => state.current);
  const clear = useSessionLauncher((state) => state.clear);
  const navigate = useNavigate();

  // Opened with no session to run (a reload, a bookmark): back to the selector.
  useEffect(() => {
    if (!current) void navigate('/app', { replace: true });
  }, [current, navigate]);

  if (!current) return null;
  return (
    <main className="session-screen">
      <SessionRunner
        request={current}
        onEnd={() => {
          clear();
          void navigate('/app');
        }}
      />
    </main>
  );
}
