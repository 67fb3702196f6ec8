import type { Runner } from '../core/createRunner';
import type { RunStatus } from '../core/types';
import type { AudioSession } from './AudioSession';

/**
 * Keeps a session's sound in step with a runner: start, pause, resume, release and stop follow the
 * runner's state. The sound starts the first time the runner runs, from its session time, so a runner
 * that began paused (a sit carried on after a reload) sounds from where it stands once resumed. Every
 * state change re-anchors the audio clock to the runner's session time once they drift apart by more
 * than `driftToleranceMs` (the first sound is scheduled 50 ms ahead, so not less). Returns the function
 * that detaches it.
 */
export function followRunner(session: AudioSession, runner: Pick<Runner, 'getState' | 'subscribeState'>, driftToleranceMs = 80): () => void {
  let status: RunStatus = 'idle';
  let awaiting = false;
  let sounding = false;
  const onState = () => {
    const state = runner.getState();
    if (state.status !== status) {
      status = state.status;
      if (status === 'running' && !sounding) session.start(state.elapsed);
      else if (status === 'running') session.resume();
      else if (status === 'paused' && sounding) session.pause();
      else if (status === 'stopped') session.stop();
      sounding ||= status === 'running';
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
