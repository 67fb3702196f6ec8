/**
 * Where a session carries on when the page that ran it was lost (a reload, a crashed tab).
 */
export interface ResumePoint {
  /** The session time it had reached, in ms, pauses excluded. */
  readonly elapsed: number;
  /** It stood paused there: it waits for resume(). */
  readonly paused?: boolean;
}
