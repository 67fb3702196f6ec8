import type { Runner } from '../core/createRunner';
import type { RunStatus } from '../core/types';
import type { AudioSession } from './AudioSession';

/**
 * Keeps a session's sound in step with a runner: start, pause, resume, release and stop follow the
 * runner's state; every state change re-anchors the audio clock to the runner's session time once they
 * drift apart by more than `driftToleranceMs` (the first sound is scheduled 50 ms ahead, so not less). Returns the function that detaches it.
 */
export function followRunner(session: AudioSession, runner: Pick<Runner, 'getState' | 'subscribeState'>, driftToleranceMs = 80): () => void {
  let status: RunStatus = 'idle';
  let awaiting = false;
  const onState = () => {
    const state = runner.getState();
    if (state.status !== status) {
      const was = status;
      status = state.status;
      if (status === 'running' && was === 'idle') session.start(state.elapsed);
      else if (status === 'running' && was === 'paused') session.resume();
      else if (status === 'paused') session.pause();
      else if (status === 'stopped') session.stop();
    } else if (status === 'running') {
      session.sync(state.elapsed, driftToleranceMs);
    }
    if (awaiting && !state.awaitingRelease) session.reschedule();
    awaiting = state.awaitingRelease;
  };
  const off = runner.subscribeState(onState);
  onState();
  return off;
}
