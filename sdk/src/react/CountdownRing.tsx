import { levelToScale } from './breathLevel';
import { formatClock } from './format';
import { useWords } from './WordsContext';

export interface CountdownRingProps {
  /** ms left in the session (or, counting up, the time so far). */
  remaining: number;
  /** The session's planned length in ms; the ring empties as `remaining` falls towards 0. */
  total: number;
  /** A silent timer counts up with no end: the ring stays full and the time is the time sat. */
  countUp?: boolean;
  /** While pranayama runs, how full the lungs are (0..1): a circle inside the ring grows and shrinks with the breath. */
  breath?: number | null;
}

const RADIUS = 90;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The breath circle at its fullest, inside the ring's stroke. */
const BREATH_RADIUS = 80;

/** The meditation runner's mm:ss countdown inside a ring that empties as the session runs. */
export function CountdownRing({ remaining, total, countUp = false, breath = null }: CountdownRingProps) {
  const fraction = countUp ? 1 : total > 0 ? Math.min(1, Math.max(0, remaining / total)) : 0;
  const time = formatClock(remaining);
  const words = useWords();
  return (
    <div className="sp-ring" part="ring">
      <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
        <circle className="sp-ring-track" cx="100" cy="100" r={RADIUS} />
        {breath === null ? null : (
          // Styled in place, like the progress below: the runner's and the widgets' style sheets stay as they are.
          <circle className="sp-ring-breath" cx="100" cy="100" r={(BREATH_RADIUS * levelToScale(breath)).toFixed(2)} style={{ fill: 'var(--sp-accent)', fillOpacity: 0.16 }} />
        )}
        <circle
          className="sp-ring-progress"
          cx="100"
          cy="100"
          r={RADIUS}
          // A style, not strokeDasharray/strokeDashoffset props: React and Preact core (the widgets)
          // both write camelCase style keys as CSS properties; only React dashes the props.
          style={{ strokeDasharray: CIRCUMFERENCE.toFixed(2), strokeDashoffset: (CIRCUMFERENCE * (1 - fraction)).toFixed(2) }}
        />
      </svg>
      <div className="sp-ring-time" part="time" role="timer" aria-label={words.t(countUp ? 'runner.soFar' : 'runner.remaining', { duration: words.duration(remaining) })}>
        {time}
      </div>
    </div>
  );
}
