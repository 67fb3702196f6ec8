// Apart from installPrompt.ts, whose listener every page loads with the root: these serve only the hint and the
// profile's install section, which load after the first screen.

/** iOS Safari (not another browser on iOS, which cannot add to the home screen the same way) outside the installed app. */
export function needsHomeScreenHint(userAgent: string, standalone: boolean, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return ios && safari && !standalone;
}

/** Whether the page runs as the installed app (display-mode standalone, or iOS's navigator.standalone). */
export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
