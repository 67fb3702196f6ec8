/** core-app.md §9, Timers. */
export const IDLE_DIM_MS = 120_000;
export const ZEN_FADE_MS = 180_000;
export const ZEN_CONTROLS_MS = 3000;
/**
 * How long the "Zen Mode" label shows before it fades. The spec only says it fades out; 5 s is
 * long enough to read it once (see the README's Decisions).
 */
export const ZEN_LABEL_MS = 5000;
