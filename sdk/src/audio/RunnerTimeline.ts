import type { Runner } from '../core/createRunner';
import type { BellEvent, RunnerEvent } from '../core/types';
import { planAudioEvents, type AudioEvent, type PlanAudioOptions } from './audioEvents';
import { LEVELS, clampVolume } from './levels';
import type { AudioTimeline, TimedAudioEvent } from './PlanTimeline';

/** The part of a Runner the audio needs. */
export type AudioRunner = Pick<Runner, 'plan' | 'upcoming' | 'getState' | 'subscribe'>;

/** Delivered events are kept this long (session ms), so a sound due at the moment it was delivered still plays. */
const RECENT_MS = 2000;

/**
 * A live runner's coming events as sounds. The runner knows the real session times (after releases
 * and pauses); the sounds and levels are the plan's (planAudioEvents), looked up by what each event is.
 */
export class RunnerTimeline implements AudioTimeline {
  private readonly runner: AudioRunner;
  private readonly byId: Map<string, AudioEvent>;
  private readonly bells: readonly BellEvent[];
  private readonly bellVolume: number;
  /** Events the runner delivered lately: upcoming() no longer lists them, but their sound may be due now. */
  private recent: { at: number; event: RunnerEvent }[] = [];
  private readonly unsubscribe: () => void;

  constructor(runner: AudioRunner, options: PlanAudioOptions = {}) {
    this.runner = runner;
    this.bells = runner.plan.bells;
    this.bellVolume = clampVolume(options.bellVolume ?? LEVELS.bell);
    this.byId = new Map(planAudioEvents(runner.plan, options).map((e) => [e.id, e]));
    this.unsubscribe = runner.subscribe((event) => {
      this.recent = this.recent.filter((r) => r.at >= event.at - RECENT_MS);
      this.recent.push({ at: event.at, event });
    });
  }

  dispose(): void {
    this.unsubscribe();
    this.recent = [];
  }

  between(fromMs: number, toMs: number): TimedAudioEvent[] {
    const horizon = toMs - this.runner.getState().elapsed;
    const out: TimedAudioEvent[] = [];
    for (const { at, event } of [...this.recent, ...(horizon > 0 ? this.runner.upcoming(horizon) : [])]) {
      if (at < fromMs || at >= toMs) continue;
      for (const sound of this.soundsOf(event, at)) out.push({ ...sound, time: at });
    }
    return out;
  }

  private soundsOf(event: RunnerEvent, at: number): AudioEvent[] {
    const pick = (...ids: string[]) => ids.map((id) => this.byId.get(id)).filter((e): e is AudioEvent => e !== undefined);
    switch (event.type) {
      case 'start':
        return pick('start');
      case 'complete':
        return pick('end');
      case 'phase':
        return pick(`t${event.segment.index}`, `c${event.segment.index}`);
      case 'bell': {
        const index = this.bells.indexOf(event.bell);
        if (index >= 0) return pick(`b${index}`);
        // A repeating interval bell of a silent timer: not in the plan's list.
        return [{ id: `r${at}`, kind: 'bell', name: event.bell.sound, at, volume: this.bellVolume, duckHoldMs: 0, gate: -1 }];
      }
      default:
        return [];
    }
  }
}
