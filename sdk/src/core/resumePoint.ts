/**
 * Where a session carries on when the page that ran it was lost (a reload, a crashed tab): the
 * session time it had reached (ms, pauses excluded) and whether it stood paused there.
 */
export interface ResumePoint {
  readonly elapsed: number;
  readonly paused?: boolean;
}
