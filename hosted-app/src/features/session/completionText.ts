/** "45 seconds", "1 minute", "12 minutes": how long a finished session ran, to the nearest minute from one minute on. */
export function practisedFor(elapsedMs: number): string {
  const seconds = Math.round(elapsedMs / 1000);
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "1 day in a row", "5 days in a row". */
export function streakText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} in a row`;
}
