import { BreathingSession, type PhaseChangeDetail, type SessionEndDetail } from '@stillpoint/sdk/react';
import { useState } from 'react';
import { ElementSession } from './ElementSession';
import { SESSIONS, type ExampleSession } from './sessions';

interface LogEntry {
  readonly type: 'start' | 'phase' | 'complete' | 'stop';
  readonly text: string;
}

/**
 * A React app on the SDK: pick a session, run it with the SDK's runner, and react to its callbacks
 * (here, a log; in an app, saving the session or updating a streak).
 */
export function App() {
  const [session, setSession] = useState<ExampleSession | null>(null);
  const [element, setElement] = useState(false);
  const [log, setLog] = useState<LogEntry[]>([]);
  const add = (entry: LogEntry) => setLog((entries) => [...entries, entry]);
  const ended = (type: 'complete' | 'stop') => (detail: SessionEndDetail) => {
    add({ type, text: `${type}: ${detail.title}, ${Math.round(detail.elapsed / 1000)} of ${detail.total / 1000} s` });
    setSession(null);
  };

  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Breathe</h1>
      {element ? (
        <ElementSession onLog={(type, text) => add({ type, text })} onEnd={() => setElement(false)} />
      ) : session ? (
        <BreathingSession
          config={session.config}
          onStart={(detail) => add({ type: 'start', text: `start: ${detail.title}` })}
          onPhaseChange={(detail: PhaseChangeDetail) => add({ type: 'phase', text: `phase: ${detail.label}, round ${detail.round} of ${detail.rounds}` })}
          onComplete={ended('complete')}
          onStop={ended('stop')}
        />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
          {SESSIONS.map((choice) => (
            <li key={choice.id}>
              <button type="button" onClick={() => setSession(choice)}>
                {choice.name}
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => setElement(true)}>
              Taster, as the breath-session element
            </button>
          </li>
        </ul>
      )}
      <h2>Callbacks</h2>
      <ol aria-label="Session log">
        {log.map((entry, index) => (
          <li key={index} data-type={entry.type}>
            {entry.text}
          </li>
        ))}
      </ol>
    </main>
  );
}
