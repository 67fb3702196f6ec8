/**
 * The colour the browser and the installed app paint around the page (the status bar, the title bar, the splash
 * screen): the page's own background, `--sp-bg` of tokens.css in each scheme, so nothing shows a band of another
 * colour. The web manifest (public/manifest.webmanifest) takes the light one as `theme_color` and
 * `background_color`, where one value is all it holds; the pages' `<meta name="theme-color">` name both.
 * themeColors.test.ts keeps the three in step.
 */
export const THEME_COLORS = { light: '#f5f3ee', dark: '#0f1724' } as const;
