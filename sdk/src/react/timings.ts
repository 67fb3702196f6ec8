/** The runners' timers, ms: idle dimming after 2 min without a tap, the zen view's fade after 3 min, its controls shown for 3 s. */
export const IDLE_DIM_MS = 120_000;
export const ZEN_FADE_MS = 180_000;
export const ZEN_CONTROLS_MS = 3000;
/**
 * How long the "Zen Mode" label shows before it fades. The product's design only says it fades out; 5 s is
 * long enough to read it once.
 */
export const ZEN_LABEL_MS = 5000;
