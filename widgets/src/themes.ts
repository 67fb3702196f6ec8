/** The element's themes: dark is the runner's own palette, the default. */
export const THEMES = ['dark', 'light', 'auto'] as const;
/** A value of the `theme` attribute. */
export type Theme = (typeof THEMES)[number];

/**
 * The light palette: on the page-white background #f8fafc, text #0f1724 (17:1), muted #475569 (7.2:1),
 * accent #0f766e (white button text on it 5.5:1), the focus ring #b45309 (5:1); buttons and cards on
 * #e2e8f0 keep the text at 14:1 and the muted text at 6:1.
 */
export const LIGHT_THEME: Readonly<Record<string, string>> = {
  '--sp-bg': '#f8fafc',
  '--sp-fg': '#0f1724',
  '--sp-muted': '#475569',
  '--sp-accent': '#0f766e',
  '--sp-accent-soft': '#ccfbf1',
  '--sp-surface': '#e2e8f0',
  '--sp-focus': '#b45309',
};
