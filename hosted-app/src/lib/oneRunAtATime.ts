/**
 * `task` for each key run one at a time. A call while a run for its key is under way gets the run after it (one
 * follow-up, shared by every call made meanwhile), never the run under way: that run may have read its work before
 * the caller added to it (the outbox's flush: a completion queued while another flush is sending must be sent).
 */
export function oneRunAtATime<Key, Result>(task: (key: Key) => Promise<Result>): (key: Key) => Promise<Result> {
  const running = new Map<Key, Promise<Result>>();
  const following = new Map<Key, Promise<Result>>();
  const start = (key: Key): Promise<Result> => {
    const run = task(key).finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
  return (key) => {
    const current = running.get(key);
    if (!current) return start(key);
    let next = following.get(key);
    if (!next) {
      next = current
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          following.delete(key);
          // A run begun since this one was asked for began after the caller's work too: it serves.
          return running.get(key) ?? start(key);
        });
      following.set(key, next);
    }
    return next;
  };
}
