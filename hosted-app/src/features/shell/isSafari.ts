/** Safari on a Mac, and every browser on iOS (they are all Safari's engine), but not Chrome, Edge or Firefox elsewhere. */
export function isSafari(userAgent: string): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent);
  const macSafari = /Macintosh/.test(userAgent) && /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\/|Firefox\//.test(userAgent);
  return ios || macSafari;
}
