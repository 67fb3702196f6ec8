import { useState } from 'react';
import { DeveloperGate } from './DeveloperGate';

/** Five bells the sessions ring (files the SDK ships under /sounds). */
const BELLS = [
  ['Tibetan bowl', 'tibetan-bowl'],
  ['Zen gong', 'zen-gong'],
  ['Crystal bell', 'crystal-bell'],
  ['Bell chime', 'bell_chime'],
  ['Soft tone', 'soft-tone'],
] as const;

const BREATH = [
  ['Inhale', 4],
  ['Hold', 4],
  ['Exhale', 4],
  ['Hold', 4],
] as const;

/** /test-features: bells, vibration, notifications and a breathing sequence, each logged. */
export function FeatureTestPage() {
  const [log, setLog] = useState<readonly string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, `${new Date().toLocaleTimeString()} ${line}`]);

  const ring = async (label: string, file: string) => {
    try {
      await new Audio(`/sounds/${file}.ogg`).play();
      note(`${label}: playing`);
    } catch (error) {
      note(`${label}: could not play (${(error as Error).message})`);
    }
  };
  const vibrate = () => note(typeof navigator.vibrate === 'function' && navigator.vibrate([200, 100, 200]) ? 'Vibration: sent' : 'Vibration: not supported here');
  const notify = async () => {
    if (!('Notification' in window)) return note('Notifications: not supported here');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return note(`Notifications: permission ${permission}`);
    new Notification('Stillpoint', { body: 'A test notification.' });
    note('Notifications: shown');
  };
  const breathe = async () => {
    for (const [phase, seconds] of BREATH) {
      note(`Breathing: ${phase} ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
    note('Breathing: sequence complete');
  };

  return (
    <DeveloperGate title="Feature test">
      <div className="devtools__buttons">
        {BELLS.map(([label, file]) => (
          <button key={file} type="button" className="button button--ghost" onClick={() => void ring(label, file)}>
            {label}
          </button>
        ))}
        <button type="button" className="button button--ghost" onClick={vibrate}>
          Vibration
        </button>
        <button type="button" className="button button--ghost" onClick={() => void notify()}>
          Notification
        </button>
        <button type="button" className="button button--ghost" onClick={() => void breathe()}>
          Breathing sequence
        </button>
      </div>
      <div className="devtools__log-head">
        <h2>Results</h2>
        <button type="button" className="button button--quiet" onClick={() => setLog([])} disabled={log.length === 0}>
          Clear
        </button>
      </div>
      <ol className="devtools__log" aria-live="polite">
        {log.length === 0 ? <li className="muted">Nothing tested yet.</li> : log.map((line, index) => <li key={index}>{line}</li>)}
      </ol>
    </DeveloperGate>
  );
}
