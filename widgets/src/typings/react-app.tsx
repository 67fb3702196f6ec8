// Compiled by tsc in jsxTypings.test.ts: a React 19 app as a third party writes it, using the
// elements with typed attributes and listening to their typed events.
import type {} from '@stillpoint/widgets/jsx-react';
import { useRef, useState } from 'react';
import type { BreathSessionAttribute, MeditationTimerAttribute, SessionStopDetail } from '@stillpoint/widgets';
import type { BreathSessionAttributes, MeditationTimerAttributes } from '@stillpoint/widgets/jsx-react';
import type { BreathSessionElement } from '@stillpoint/widgets';

export function Practice() {
  const [log, setLog] = useState<string[]>([]);
  const session = useRef<BreathSessionElement>(null);
  return (
    <>
      <breath-session
        ref={session}
        technique="box"
        rounds={6}
        visual-guide="wave"
        sound
        autostart="off"
        className="practice"
        onsession-complete={(event) => setLog([...log, `${event.detail.title}: ${event.detail.elapsed} ms`])}
        onsession-phase-change={(event) => setLog([...log, `${event.detail.label} round ${event.detail.round} of ${event.detail.rounds}`])}
        onsession-stop={(event) => setLog([...log, event.detail.reason])}
        onsession-error={(event) => console.warn(event.detail.problems.map((problem) => problem.attribute))}
      />
      <meditation-timer preset="body-scan" minutes="10" bells bell-interval={5} bell-type="zen-gong" zen={false} />
      <breath-session pattern="4-7-8" time-scale={60} />
      <button type="button" onClick={() => session.current?.status === 'idle' && session.current.start()}>
        Begin
      </button>
      {/* @ts-expect-error: not a technique */}
      <breath-session technique="square" />
      {/* @ts-expect-error: a guide the element does not draw */}
      <breath-session visual-guide="triangle" />
      {/* @ts-expect-error: rounds is a number */}
      <breath-session rounds="many" />
      {/* @ts-expect-error: bells belong to <meditation-timer> */}
      <breath-session bells />
      {/* @ts-expect-error: the detail has no such field */}
      <meditation-timer onsession-complete={(event) => event.detail.minutes} />
    </>
  );
}

// Typed on the elements: their addEventListener knows each event's detail.
document.querySelector('breath-session')?.addEventListener('session-pause', (event) => console.log(event.detail.elapsed));
document.querySelector('meditation-timer')?.addEventListener('session-stop', (event) => {
  const detail: SessionStopDetail = event.detail;
  console.log(detail.reason === 'removed');
});
document.querySelector('meditation-timer')?.stop();
// They bubble to document and window, whose event maps the package leaves alone: a listener there names the detail.
document.addEventListener('session-complete', (event) => console.log((event as CustomEvent<SessionStopDetail>).detail.elapsed));
// @ts-expect-error: document's event map is not widened by the package
document.addEventListener('session-complete', (event) => console.log(event.detail));

// The typings name every attribute the elements read, and nothing else.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const complete: [Same<keyof BreathSessionAttributes, BreathSessionAttribute>, Same<keyof MeditationTimerAttributes, MeditationTimerAttribute>] = [true, true];
