import { useId, type CSSProperties, type ReactNode } from 'react';
import type { VisualGuide } from '../catalog/options';
import { levelToScale } from './breathLevel';

/** Props of BreathingGuide. */
export interface BreathingGuideProps {
  /** Which picture guides the breath: a growing circle, a pair of lungs, or a rising wave. */
  guide: VisualGuide;
  /** How full the lungs are, 0..1 (see `breathLevel`). */
  level: number;
  /** Draw without movement even when the system setting is off (the setting itself is always honoured). */
  reducedMotion?: boolean;
  /** Shown over the middle of the guide: the countdown. */
  children?: ReactNode;
}

function vars(level: number): CSSProperties {
  return { '--sp-scale': levelToScale(level).toFixed(4), '--sp-level': level.toFixed(4) } as CSSProperties;
}

function Circle() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle className="sp-guide-outline" cx="100" cy="100" r="96" />
      <circle className="sp-guide-shape sp-guide-fill" cx="100" cy="100" r="92" />
    </svg>
  );
}

/**
 * The lungs fill the upper three quarters of the guide (scaled 0.78 about the top of the windpipe), so the
 * countdown sits below them: between the lobes it would touch both outlines.
 */
function Lungs() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <g transform="translate(22 4.4) scale(0.78)">
        <path className="sp-guide-airway" d="M100 20 V80" />
        <g className="sp-guide-shape">
          <path className="sp-guide-fill" d="M92 70 C70 40 30 60 24 110 C18 160 40 184 70 180 C90 177 92 160 92 140 Z" />
          <path className="sp-guide-fill" d="M108 70 C130 40 170 60 176 110 C182 160 160 184 130 180 C110 177 108 160 108 140 Z" />
        </g>
      </g>
    </svg>
  );
}

function Wave() {
  // Two wave guides in one document must not share a clip-path id. (Preact's useId repeats across
  // widgets, which is harmless there: each widget renders in its own shadow root.)
  const clip = `sp-wave-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clip}>
          <rect x="10" y="10" width="180" height="180" rx="90" />
        </clipPath>
      </defs>
      <rect className="sp-guide-outline" x="10" y="10" width="180" height="180" rx="90" />
      {/* clip-path as a style, which React and Preact core (the widgets) both write as clip-path. */}
      <g style={{ clipPath: `url(#${clip})` }}>
        <g className="sp-wave-water">
          <path
            className="sp-guide-fill"
            d="M-25 40 C0 28 25 28 50 40 S100 52 125 40 S175 28 200 40 S250 52 275 40 V320 H-25 Z"
          />
        </g>
      </g>
    </svg>
  );
}

const pictures: Record<VisualGuide, () => ReactNode> = { circle: Circle, lungs: Lungs, wave: Wave };

/**
 * The visual guide of a breathing session. Movement comes from two CSS custom properties set here
 * (`--sp-scale`, `--sp-level`), so the picture follows the runner's state exactly; under
 * prefers-reduced-motion nothing grows or moves and the fill brightens and dims instead.
 */
export function BreathingGuide({ guide, level, reducedMotion, children }: BreathingGuideProps) {
  const Picture = pictures[guide];
  return (
    <div className={`sp-guide sp-guide-${guide}${reducedMotion ? ' sp-reduced' : ''}`} part="guide" style={vars(level)}>
      <Picture />
      {children === undefined ? null : <div className="sp-guide-center">{children}</div>}
    </div>
  );
}
