/**
 * The runners' stylesheet, as a string each runner renders in a <style> beside itself. A custom
 * element's shadow root does not see the page's stylesheets, so the styles travel with the
 * component; every colour and size is a CSS custom property a host page can override.
 *
 * Colours meet WCAG AA on the default background (#0f1724): text #f1f5f9 (17:1), muted #b4bfcf
 * (10:1), accent #7dd3c0 (11:1), the focus ring #fbbf24 (11:1).
 *
 * The primary button's text and hover follow the accent unless a host names them (--sp-on-accent,
 * --sp-accent-hover): black text on a light accent and white on a dark one (the switch at OKLCH
 * lightness 0.567 is where both meet 4.5:1 on a grey: round(1.067 - l) is 1 below it, 0 above), and
 * a hover one step further from the text, so hovering never lowers the contrast. Neither is declared on .sp-runner, so a value set on
 * any ancestor reaches the button.
 *
 * Every size inside the frame is in em of the frame's font size (1rem for the React runners; the custom
 * elements fix it at their :host), so a page's root font size (`html { font-size: 62.5% }`) changes the
 * elements nowhere.
 */
export const runnerStyles = `
.sp-runner {
  --sp-bg: #0f1724;
  --sp-fg: #f1f5f9;
  --sp-muted: #b4bfcf;
  --sp-accent: #7dd3c0;
  --sp-accent-soft: #2c6e63;
  --sp-surface: #1c2738;
  --sp-focus: #fbbf24;
  --sp-radius: 12px;
  --sp-guide-size: min(60vmin, 280px);
  --sp-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1em;
  /* The card's frame, alike in every binding (React, the elements): rounded, and kept apart from
     whatever sits next to it. Fallbacks rather than declarations, so a host can set them anywhere above. */
  width: min(100%, var(--sp-runner-max-width, 40em));
  min-height: var(--sp-min-height, 24em);
  margin: var(--sp-runner-margin, 1em auto);
  border-radius: var(--sp-radius);
  padding: 1.5em 1em;
  background: var(--sp-bg);
  color: var(--sp-fg);
  font-family: var(--sp-font);
  font-size: 1rem;
  text-align: center;
  overflow: hidden;
}
.sp-runner *, .sp-runner *::before, .sp-runner *::after { box-sizing: border-box; }
.sp-runner:focus { outline: none; }
.sp-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.sp-title { margin: 0; font-size: 1em; font-weight: 500; color: var(--sp-muted); }
.sp-phase { margin: 0; font-size: 1.75em; font-weight: 600; letter-spacing: 0.01em; min-height: 1.2571em; }
.sp-countdown { font-size: 2.5em; font-variant-numeric: tabular-nums; font-weight: 300; }
.sp-round { margin: 0; color: var(--sp-muted); font-size: 1em; line-height: 1.5; min-height: 1.5em; }
/* The controls keep their room when no button shows (after the end), so the card never shrinks. */
.sp-controls { display: flex; flex-wrap: wrap; gap: 0.75em; justify-content: center; min-height: 44px; }
.sp-button {
  font: inherit; font-size: 1em; cursor: pointer;
  min-height: 44px; min-width: 44px; padding: 0.6em 1.25em;
  border-radius: 999px; border: 2px solid var(--sp-accent);
  background: var(--sp-surface); color: var(--sp-fg);
}
.sp-button:hover { background: var(--sp-accent-soft); }
.sp-button:focus-visible { outline: 3px solid var(--sp-focus); outline-offset: 3px; }
.sp-button-primary {
  background: var(--sp-accent); font-weight: 600;
  color: var(--sp-on-accent, oklch(from var(--sp-accent) round(1.067 - l) 0 0));
}
.sp-button-primary:hover {
  background: var(--sp-accent-hover, oklch(from var(--sp-accent) calc(l + 0.07 - 0.14 * round(1.067 - l)) c h));
}

.sp-paused .sp-guide, .sp-paused .sp-ring { opacity: 0.45; }
.sp-guide, .sp-ring { transition: opacity 400ms ease; }
.sp-guide { position: relative; width: var(--sp-guide-size); height: var(--sp-guide-size); display: grid; place-items: center; }
.sp-guide svg { width: 100%; height: 100%; overflow: visible; }
.sp-guide-shape {
  transform-box: fill-box; transform-origin: center;
  transform: scale(var(--sp-scale, 1));
  transition: transform 120ms linear;
}
.sp-guide-center { position: absolute; inset: 0; display: grid; place-items: center; pointer-events: none; }
.sp-guide-lungs .sp-guide-center { place-items: end center; }
.sp-guide-lungs .sp-countdown { line-height: 1; }
.sp-wave-water { transform: translateY(calc((1 - var(--sp-level, 0)) * 120px)); transition: transform 120ms linear; }
.sp-guide-fill { fill: var(--sp-accent); fill-opacity: 0.28; stroke: var(--sp-accent); stroke-width: 2; }
.sp-guide-outline { fill: none; stroke: var(--sp-surface); stroke-width: 2; }
.sp-guide-airway { fill: none; stroke: var(--sp-muted); stroke-width: 6; stroke-linecap: round; }
/* Reduced motion: nothing grows or moves; the shape brightens and dims with the breath instead. */
.sp-reduced .sp-guide-shape, .sp-reduced .sp-wave-water { transform: none; transition: none; }
.sp-reduced .sp-guide-fill { fill-opacity: calc(0.12 + 0.5 * var(--sp-level, 0)); transition: fill-opacity 400ms linear; }
@media (prefers-reduced-motion: reduce) {
  .sp-guide-shape, .sp-wave-water { transform: none; transition: none; }
  .sp-guide-fill { fill-opacity: calc(0.12 + 0.5 * var(--sp-level, 0)); transition: fill-opacity 400ms linear; }
  .sp-fade { transition: none !important; }
  .sp-zen-final { animation: none; }
}

.sp-ring { position: relative; width: var(--sp-guide-size); height: var(--sp-guide-size); }
.sp-ring svg { width: 100%; height: 100%; transform: rotate(-90deg); }
.sp-ring-track { fill: none; stroke: var(--sp-surface); stroke-width: 8; }
.sp-ring-progress { fill: none; stroke: var(--sp-accent); stroke-width: 8; stroke-linecap: round; transition: stroke-dashoffset 250ms linear; }
.sp-ring-time { position: absolute; inset: 0; display: grid; place-items: center; font-size: 3em; font-weight: 300; font-variant-numeric: tabular-nums; }

.sp-guidance {
  max-width: 26.67em; margin: 0; padding: 0.95em 1.19em; border-radius: var(--sp-radius);
  background: var(--sp-surface); font-size: 1.05em; line-height: 1.5;
}

.sp-fade { transition: opacity 1.5s ease, visibility 0s linear 0s; }
.sp-hidden { opacity: 0; visibility: hidden; transition: opacity 1.5s ease, visibility 0s linear 1.5s; }
.sp-transparent { opacity: 0; pointer-events: none; }
.sp-transparent:focus-within { opacity: 1; pointer-events: auto; }
.sp-zen-label { margin: 0; color: var(--sp-muted); font-size: 0.95em; letter-spacing: 0.2em; text-transform: uppercase; }
.sp-progress { width: min(70vw, 320px); height: 6px; border-radius: 3px; background: var(--sp-surface); overflow: hidden; }
.sp-progress-bar { height: 100%; background: var(--sp-accent); transform-origin: left; transform: scaleX(var(--sp-fraction, 0)); }
.sp-zen-stack { position: relative; display: grid; place-items: center; width: var(--sp-guide-size); height: var(--sp-guide-size); }
.sp-zen-stack > * { grid-area: 1 / 1; }
/* Sized by the guide, so the digits stay inside the breathing circle at its smallest (55 %). */
.sp-zen-time { font-size: calc(var(--sp-guide-size) * 0.15); line-height: 1; font-weight: 200; font-variant-numeric: tabular-nums; }
/* At the end the circle leaves first and the words come after it: never one over the other. */
/* (On the guide inside the wrapper: the wrapper may be halfway through its own slower fade.) */
.sp-zen-stack .sp-leaving .sp-guide { opacity: 0; transition: opacity 500ms ease; }
.sp-zen-final { display: grid; gap: 0.5em; justify-items: center; animation: sp-arrive 900ms ease 600ms both; }
@keyframes sp-arrive { from { opacity: 0; } to { opacity: 1; } }

.sp-dim {
  position: absolute; inset: 0; z-index: 10; display: flex; align-items: flex-end; justify-content: center;
  padding-bottom: 2em; background: rgba(0, 0, 0, 0.88); color: #d5dce6;
  border: 0; width: 100%; font: inherit; cursor: pointer;
}
.sp-dim:focus-visible { outline: 3px solid var(--sp-focus); outline-offset: -6px; }
`;
