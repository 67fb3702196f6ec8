import '@stillpoint/widgets/breath-session.js';
import type {} from '@stillpoint/widgets/jsx-react';

export interface ElementSessionProps {
  readonly onLog: (type: 'start' | 'phase' | 'complete' | 'stop', text: string) => void;
  readonly onEnd: () => void;
}

/**
 * The same taster as the <breath-session> element: React 19 sets its attributes and adds a listener
 * for each `on<event-name>` prop; the JSX typings check both, and the details are the SDK callbacks'.
 */
export function ElementSession({ onLog, onEnd }: ElementSessionProps) {
  return (
    <breath-session
      pattern="1-1-1"
      rounds={1}
      onsession-start={(event) => onLog('start', `start: ${event.detail.title}`)}
      onsession-phase-change={(event) => onLog('phase', `phase: ${event.detail.label}, round ${event.detail.round} of ${event.detail.rounds}`)}
      onsession-complete={(event) => {
        onLog('complete', `complete: ${event.detail.title}, ${Math.round(event.detail.elapsed / 1000)} of ${event.detail.total / 1000} s`);
        onEnd();
      }}
      onsession-stop={(event) => {
        onLog('stop', `stop (${event.detail.reason}): ${event.detail.title}`);
        onEnd();
      }}
    />
  );
}
