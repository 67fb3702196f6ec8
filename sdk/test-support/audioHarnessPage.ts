/**
 * The test page's script (bundled by serveHarness): the real engine, plus helpers that render
 * sessions offline and measure the samples, exposed on `window.audioHarness` for the browser tests.
 */
import { OfflineContext } from 'tone/build/esm/core/context/OfflineContext.js';
import { AudioEngine } from '../src/audio/AudioEngine';
import type { AudioSessionOptions } from '../src/audio/AudioSession';
import { createRunner } from '../src/core/createRunner';
import type { ResumePoint } from '../src/core/resumePoint';
import type { Plan } from '../src/core/types';
import { AUDIBLE, findOnsets, measureTone, rms } from './measure';
import { undisposedMembers } from './undisposedMembers';

const silentLogger = { warnings: [] as string[], warn(message: string) { this.warnings.push(message); } };

function offlineEngine(seconds: number, baseUrl: string, sampleRate = 44_100) {
  const context = new OfflineContext(1, seconds, sampleRate);
  const engine = new AudioEngine({ context, baseUrl, logger: silentLogger, watchPage: false });
  return { context, engine };
}

async function render(context: OfflineContext): Promise<Float32Array> {
  const buffer = await context.render();
  return buffer.getChannelData(0);
}

export interface Step {
  readonly at: number;
  readonly action: 'start' | 'pause' | 'resume' | 'stop' | 'release';
  readonly segment?: number;
  readonly sessionMs?: number;
  /** A runner's start: where a session carried on after a reload stands (see Runner.start). */
  readonly from?: ResumePoint;
}

let live: { engine: AudioEngine; session: ReturnType<AudioEngine['createSession']>; startAudio: number; events: string[]; onsets: number[] } | null = null;

/**
 * An AudioWorklet on the cue bus that notes, on the audio thread, the audio time of every sound that
 * starts after 100 ms of silence. Its messages wait while the main thread is blocked and arrive after.
 */
const ONSET_TAP = `
registerProcessor('onset-tap', class extends AudioWorkletProcessor {
  constructor() { super(); this.quiet = 1e9; }
  process(inputs) {
    const x = inputs[0] && inputs[0][0];
    if (!x) { this.quiet += 128; return true; }
    for (let i = 0; i < x.length; i++) {
      if (Math.abs(x[i]) > ${AUDIBLE}) {
        if (this.quiet > sampleRate * 0.1) this.port.postMessage(currentTime + i / sampleRate);
        this.quiet = 0;
      } else this.quiet += 1;
    }
    return true;
  }
});`;

/** The contexts the onset tap's processor is registered in. */
const tapped = new WeakSet<object>();

const harness = {
  AudioEngine,

  /** Starts a session on the real (online) audio context, as the app would after a tap. */
  async startLive(plan: Plan, options: AudioSessionOptions = {}) {
    const engine = new AudioEngine({ baseUrl: '/sounds/', logger: silentLogger });
    await engine.unlock();
    await engine.load(engine.soundsFor(plan, options));
    const onsets: number[] = [];
    // Once per context: Tone's shared context outlives an engine, and registering the processor's name again throws.
    if (!tapped.has(engine.context)) {
      await engine.context.addAudioWorkletModule(URL.createObjectURL(new Blob([ONSET_TAP], { type: 'text/javascript' })));
      tapped.add(engine.context);
    }
    const tap = engine.context.createAudioWorkletNode('onset-tap', { numberOfInputs: 1, numberOfOutputs: 0 });
    tap.port.onmessage = (message: MessageEvent<number>) => onsets.push(message.data);
    engine.buses.cueBus.connect(tap);
    // The clock is read once the session is made, and the start is a quarter second on: on a loaded machine
    // scheduling the first 8 s may take longer than the engine's 50 ms, which would start the plan late (its first
    // sounds at once, and the plan's times off by the delay), not show how the plan is kept.
    const created = engine.createSession(plan, options);
    const startAudio = engine.context.currentTime + 0.25;
    const session = created.start(0, startAudio);
    const events: string[] = [];
    for (const type of ['visibilitychange', 'freeze', 'resume']) document.addEventListener(type, () => events.push(`${type}@${engine.context.currentTime.toFixed(2)}`));
    live = { engine, session, startAudio, events, onsets };
    return { startAudio, state: engine.context.state, sampleRate: engine.context.sampleRate };
  },

  /** What reached the audio clock so far, with the audio time now and when the session started. */
  liveReport() {
    if (!live) throw new Error('No live session');
    const { engine, session, startAudio, events, onsets } = live;
    return {
      onsets: [...onsets],
      now: engine.context.currentTime,
      state: engine.context.state,
      startAudio,
      log: session.log.map((s) => ({ ...s })),
      missed: session.scheduler.missed,
      liveVoices: engine.liveVoices,
      events,
    };
  },

  /**
   * Tells the page it is hidden, as Chrome does when the tab goes to the background (headless
   * Chromium keeps every tab visible, so the test sets the state and fires the event itself).
   */
  hide() {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    return live?.engine.context.currentTime ?? 0;
  },

  show() {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  },

  /** Blocks the page's main thread for `ms` (a busy page, or one the browser stopped running). */
  blockMainThread(ms: number) {
    const from = live?.engine.context.currentTime ?? 0;
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy on purpose
    }
    return from;
  },

  stopLive() {
    live?.session.stop();
    live?.engine.dispose();
    live = null;
  },

  warnings: silentLogger.warnings,

  /** Decodes a shipped loop: its loop's length, and the jump at the loop point against the jumps inside it. */
  async inspectLoop(file: string, loopStart: number, loopEnd: number) {
    const context = new OfflineAudioContext(1, 1, 48_000);
    const bytes = await (await fetch(`/sounds/${file}`, { cache: 'no-store' })).arrayBuffer();
    const buffer = await context.decodeAudioData(bytes);
    const all = buffer.getChannelData(0);
    const x = all.subarray(Math.round(loopStart * buffer.sampleRate), Math.round(loopEnd * buffer.sampleRate));
    const jumps = new Float32Array(x.length - 1);
    for (let i = 1; i < x.length; i++) jumps[i - 1] = Math.abs(x[i]! - x[i - 1]!);
    const sorted = Float32Array.from(jumps).sort();
    return {
      duration: x.length / buffer.sampleRate,
      wrapJump: Math.abs(x[0]! - x[x.length - 1]!),
      p99Jump: sorted[Math.floor(sorted.length * 0.99)]!,
      rms: rms(x, 0, x.length),
    };
  },

  /** Renders a plan's session offline and returns each cue's onset, pitch and length as heard in the samples. */
  async renderCues(plan: Plan, seconds: number, options: AudioSessionOptions = {}) {
    const { context, engine } = offlineEngine(seconds, '/none/');
    const session = engine.createSession(plan, { sessionSounds: false, ...options });
    session.start(0, 0.5);
    const samples = await render(context);
    const onsets = findOnsets(samples, context.sampleRate, 0.005, 0.1);
    const tones = onsets.map((at) => measureTone(samples, context.sampleRate, at));
    const log = session.log.map((s) => ({ ...s }));
    engine.dispose();
    return { tones, log, sampleRate: context.sampleRate };
  },

  /**
   * Renders a session offline while `steps` press its controls at given audio times, either on the
   * session itself or on a real runner (core's createRunner) whose clock is the audio clock, which the
   * session follows. Returns the onsets heard, in audio seconds, and what was scheduled.
   */
  async renderControls(plan: Plan, steps: Step[], seconds: number, viaRunner: boolean) {
    const { context, engine } = offlineEngine(seconds, '/none/');
    const options = { sessionSounds: false };
    if (viaRunner) {
      const runner = createRunner(plan, { now: () => context.currentTime * 1000 });
      const session = engine.followRunner(runner, options);
      for (const step of steps) {
        context.setTimeout(() => {
          if (step.action === 'start') runner.start(step.from);
          else if (step.action === 'release') runner.release();
          else runner[step.action]();
        }, step.at);
      }
      const samples = await render(context);
      const result = { onsets: findOnsets(samples, context.sampleRate, 0.005, 0.1), log: session.log.map((e) => ({ ...e })) };
      engine.dispose();
      return result;
    }
    const session = engine.createSession(plan, options);
    for (const step of steps) {
      context.setTimeout(() => {
        if (step.action === 'start') session.start(0, step.at);
        else if (step.action === 'release') session.release(step.segment ?? 0, step.sessionMs ?? 0);
        else session[step.action]();
      }, step.at);
    }
    const samples = await render(context);
    const result = { onsets: findOnsets(samples, context.sampleRate, 0.005, 0.1), log: session.log.map((e) => ({ ...e })) };
    engine.dispose();
    return result;
  },

  /** Starts a session with sea_loop while its file still loads: which bed plays then, and a moment later. */
  async ambientWhileLoading(plan: Plan) {
    const engine = new AudioEngine({ baseUrl: '/sounds/', logger: silentLogger });
    await engine.unlock();
    void engine.load(['sea_loop']);
    const session = engine.createSession(plan, { ambient: 'sea_loop' }).start();
    const atOnce = session.ambientSource;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const later = session.ambientSource;
    engine.dispose();
    return { atOnce, later };
  },

  /** An engine on the page's real context and a Start button whose click unlocks it, as the app does. */
  prepareGesture() {
    const engine = new AudioEngine({ baseUrl: '/sounds/', logger: silentLogger });
    const button = document.createElement('button');
    button.textContent = 'Start';
    button.addEventListener('click', () => void engine.unlock());
    document.body.append(button);
    (window as unknown as { gestureEngine: AudioEngine }).gestureEngine = engine;
    return engine.context.state;
  },

  gestureState() {
    return (window as unknown as { gestureEngine: AudioEngine }).gestureEngine.context.state;
  },

  /** Suspends the context from outside, as a phone call or another app taking the audio does. */
  async interrupt() {
    const engine = (window as unknown as { gestureEngine: AudioEngine }).gestureEngine;
    await (engine.context.rawContext as unknown as AudioContext).suspend();
  },

  /** Renders one sound offline (a cue sound, bell type or cue tone); its loudness and whether a file played. */
  async renderSound(name: string, baseUrl: string, seconds = 2) {
    const { context, engine } = offlineEngine(seconds, baseUrl);
    await engine.load([name]);
    const fromFile = engine.bank.get(name) !== null;
    engine.playSound(name, 0.7, 0.05);
    const samples = await render(context);
    engine.dispose();
    return { rms: rms(samples, 0, samples.length), fromFile };
  },

  /**
   * How long after it is due a sound is heard (ms), as the onset tap hears it on a live page: the first sample above
   * the audible level on the cue bus, which here goes straight to the output, not through the compressor and its
   * look-ahead (a delay of 6 ms in Chromium, the same for every sound and not the sound's own).
   */
  async soundOnset(name: string, baseUrl: string) {
    const { context, engine } = offlineEngine(0.5, baseUrl);
    await engine.load([name]);
    engine.buses.cueBus.disconnect(engine.buses.compressor);
    engine.buses.cueBus.connect(engine.buses.master);
    const due = 0.05;
    engine.playSound(name, 0.7, due);
    const samples = await render(context);
    engine.dispose();
    const [heard] = findOnsets(samples, context.sampleRate, AUDIBLE, due);
    return heard === undefined ? null : (heard - due) * 1000;
  },

  /** Renders an ambient option for a few seconds; its loudness and whether the file or the generator played. */
  async renderAmbient(name: string, baseUrl: string, seconds = 3) {
    const { context, engine } = offlineEngine(seconds, baseUrl);
    await engine.load([name]);
    const source = engine.setAmbient(name as Parameters<AudioEngine['setAmbient']>[0], 0.35);
    const samples = await render(context);
    engine.dispose();
    const rate = context.sampleRate;
    return { rms: rms(samples, Math.floor(rate * 0.5), samples.length), source };
  },

  /** The mixer's levels and the duck's shape around a cue at 1 s, read from the engine's own nodes. */
  async levelsAndDuck() {
    const { context, engine } = offlineEngine(3, '/none/');
    const plan: Plan = {
      kind: 'breathing', title: 'duck', total: 2000, rounds: 1, bells: [], prompts: [], repeatBellEvery: 0,
      segments: [
        { index: 0, phase: 'settle', label: 'Settle', start: 0, duration: 1000, openEnded: false, round: 0, set: 0, cue: null },
        { index: 1, phase: 'inhale', label: 'Inhale', start: 1000, duration: 1000, openEnded: false, round: 1, set: 0, cue: 'inhale' },
      ],
    };
    const session = engine.createSession(plan, { sessionSounds: false, ambient: 'sea_loop' });
    session.start(0, 0);
    const b = engine.buses;
    const duck = (t: number) => b.duck.gain.getValueAtTime(t);
    const result = {
      master: b.master.gain.value,
      ambientBus: b.ambientBus.gain.value,
      cueBus: b.cueBus.gain.value,
      threshold: b.compressor.threshold.value,
      ratio: b.compressor.ratio.value,
      ambientInSession: b.ambientInput.gain.getValueAtTime(0.1),
      duck: { before: duck(0.99), attacked: duck(1.25), held: duck(1.25), released: duck(1.55), halfway: duck(1.4) },
    };
    engine.dispose();
    await context.render();
    return result;
  },

  /**
   * Follows a real runner, starts it, disposes the session (twice), then moves the runner on: how many
   * of the runner's subscriptions are still held, what the engine still counts, and whether the
   * disposed session scheduled anything after its dispose.
   */
  async disposeFollowed(plan: Plan) {
    const { context, engine } = offlineEngine(2, '/none/');
    const runner = createRunner(plan, { now: () => context.currentTime * 1000 });
    let held = 0;
    const counted = <T,>(subscribe: (listener: T) => () => void) => (listener: T) => {
      held += 1;
      const off = subscribe(listener);
      let released = false;
      return () => {
        if (!released) held -= 1;
        released = true;
        off();
      };
    };
    const watched = { ...runner, subscribe: counted(runner.subscribe), subscribeState: counted(runner.subscribeState) };
    const session = engine.followRunner(watched, { sessionSounds: false });
    runner.start();
    const heldWhileFollowing = held;
    session.dispose();
    session.dispose();
    const logged = session.log.length;
    runner.pause();
    runner.resume();
    runner.stop();
    const result = { heldWhileFollowing, heldAfter: held, liveAfter: engine.liveVoices, loggedAfterDispose: session.log.length - logged };
    engine.dispose();
    return result;
  },

  /** Plays previews, an ambient and a running session, disposes the engine, and lists every Tone member left undisposed. */
  async disposeEverything(plan: Plan) {
    const { context, engine } = offlineEngine(2, '/none/');
    engine.playSound('bell_chime');
    engine.playSound('inhale');
    engine.setAmbient('daytime_bonfire');
    const session = engine.createSession(plan, { ambient: 'rain_loop' });
    session.start(0, 0);
    const liveBefore = engine.liveVoices;
    engine.dispose();
    return { liveBefore, liveAfter: engine.liveVoices, undisposed: undisposedMembers(engine), undisposedSession: undisposedMembers(session), rawState: context.rawContext.state };
  },

  /**
   * Schedules a long plan offline without rendering it: how many voices and log entries a 60-minute
   * session holds at its end (bounded by the look-ahead, not by its length).
   */
  async longSessionFootprint(plan: Plan, seconds: number) {
    // A low sample rate: this is about scheduling and bookkeeping, and an hour at 44.1 kHz would need 600 MB.
    const { context, engine } = offlineEngine(seconds, '/none/', 3000);
    // Voices in an offline context keep their nodes until it renders (see NodeVoice); this run is
    // about the engine's own bookkeeping over an hour, so let them free as they would when playing.
    Object.defineProperty(context, 'isOffline', { value: false });
    const session = engine.createSession(plan, { ambient: 'sea_loop' });
    session.start(0, 0);
    let maxVoices = 0;
    // Taken off before dispose(): standardized-audio-context keeps a rendered context for a filter's
    // one-second tail, and a listener left on it would keep the whole session reachable that long.
    const count = () => {
      maxVoices = Math.max(maxVoices, session.scheduler.liveVoices);
    };
    context.on('tick', count);
    await context.render();
    const result = { maxVoices, logged: session.log.length, liveAtEnd: session.scheduler.liveVoices, missed: session.scheduler.missed };
    context.off('tick', count);
    engine.dispose();
    return result;
  },
};

declare global {
  interface Window {
    audioHarness: typeof harness;
  }
}
window.audioHarness = harness;
