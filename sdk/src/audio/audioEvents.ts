import type { CueSound, StartEndBell } from '../catalog/options';
import type { CueKind, Plan, Segment } from '../core/types';
import { CUE_TONES } from './cueTones';
import { LEVELS, clampVolume } from './levels';
import { SESSION_SOUNDS, SETS_END_SOUND, isRestPhase, isSectionPhase, type SessionSounds } from './sessionSounds';

/** What a session sound is: a breathing cue, a bell, the start or end sound, or a transition between phases. */
export type AudioEventKind = 'cue' | 'bell' | 'start' | 'end' | 'transition';

/** One sound of a session, at its planned session time. */
export interface AudioEvent {
  /** Stable within a plan; the scheduler uses it to never schedule the same sound twice. */
  readonly id: string;
  /** What the sound is. */
  readonly kind: AudioEventKind;
  /** The breathing cue for kind 'cue', else the sound (a cue sound or a bell type). */
  readonly name: CueKind | StartEndBell;
  /** Planned session time, ms. */
  readonly at: number;
  /** 0..1 */
  readonly volume: number;
  /** How long the sound holds the ambient ducked, ms (the cue's length; 0 for bells). */
  readonly duckHoldMs: number;
  /**
   * Index of the last open-ended segment this sound waits for (-1: none). Its session time moves by
   * however much longer or shorter that segment ran than planned, and it is not known before then.
   */
  readonly gate: number;
}

/** Which of a plan's sounds play, and how loud (linear gains 0..1). */
export interface PlanAudioOptions {
  /** Breathing cue tones on or off (the config's notificationsEnabled). Default: on unless the plan's cueSound is null. */
  readonly cues?: boolean;
  /** Override the session sounds (e.g. the breathing config's notificationSound as `transition`). */
  readonly sounds?: Partial<SessionSounds>;
  /** Levels, each clamped to 0..1. */
  readonly cueVolume?: number;
  /** The bells' level (default 0.7). */
  readonly bellVolume?: number;
  /** The start sound's level (default 0.8). */
  readonly startVolume?: number;
  /** The end sound's level (default 1). */
  readonly endVolume?: number;
  /** Play the start and end sounds when the plan has no bell of its own there. Default on. */
  readonly sessionSounds?: boolean;
}

/** Every sound a plan makes, in order of planned time (pure: no audio, no clock). */
export function planAudioEvents(plan: Plan, options: PlanAudioOptions = {}): AudioEvent[] {
  // The plan's cueSound (the breathing config's notification sound) marks the breathing transitions;
  // null there means the cues are off.
  const fromPlan: Partial<SessionSounds> = plan.kind === 'breathing' && plan.cueSound ? { transition: plan.cueSound } : {};
  const sounds: SessionSounds = { ...SESSION_SOUNDS[plan.kind], ...fromPlan, ...options.sounds };
  const cueVolume = clampVolume(options.cueVolume ?? LEVELS.breathingCue);
  const bellVolume = clampVolume(options.bellVolume ?? LEVELS.bell);
  const startVolume = clampVolume(options.startVolume ?? LEVELS.start);
  const endVolume = clampVolume(options.endVolume ?? LEVELS.end);
  const withCues = options.cues ?? plan.cueSound !== null;
  const withSessionSounds = options.sessionSounds ?? true;
  const events: AudioEvent[] = [];
  const segments = plan.segments;

  // The gate of a time: the last open-ended segment that ends at or before it (in plan order).
  const openEnded = segments.filter((s) => s.openEnded);
  const gateOfSegment = (segment: Segment): number => {
    let gate = -1;
    for (const open of openEnded) if (open.index < segment.index) gate = open.index;
    return gate;
  };
  const gateOfTime = (at: number): number => {
    let gate = -1;
    for (const open of openEnded) if (open.start + open.duration <= at && open.start < at) gate = open.index;
    return gate;
  };

  const bellAt = (at: number, reason?: string) => plan.bells.some((b) => b.at === at && (reason === undefined || b.reason === reason));

  if (withSessionSounds && !bellAt(0, 'start')) {
    events.push({ id: 'start', kind: 'start', name: sounds.start, at: 0, volume: startVolume, duckHoldMs: 0, gate: -1 });
  }
  segments.forEach((segment, i) => {
    const previous = i > 0 ? segments[i - 1] : undefined;
    const gate = gateOfSegment(segment);
    if (previous && !bellAt(segment.start)) {
      const transition = transitionSound(plan.kind, previous, segment, sounds);
      if (transition) {
        events.push({ id: `t${i}`, kind: 'transition', name: transition, at: segment.start, volume: bellVolume, duckHoldMs: 0, gate });
      }
    }
    if (withCues && segment.cue) {
      events.push({ id: `c${i}`, kind: 'cue', name: segment.cue, at: segment.start, volume: cueVolume, duckHoldMs: CUE_TONES[segment.cue].duration, gate });
    }
  });
  plan.bells.forEach((bell, i) => {
    if (bell.sound === 'none') return;
    const volume = bell.reason === 'start' ? startVolume : bell.reason === 'end' ? endVolume : bellVolume;
    // An end bell moves with the session's end, behind every open-ended segment (as core's runner has it).
    const gate = bell.reason === 'end' ? (openEnded.at(-1)?.index ?? -1) : gateOfTime(bell.at);
    events.push({ id: `b${i}`, kind: 'bell', name: bell.sound, at: bell.at, volume, duckHoldMs: 0, gate });
  });
  if (withSessionSounds && !bellAt(plan.total, 'end')) {
    const hasSets = segments.some((s) => s.phase === 'rest-between-sets');
    const name = plan.kind === 'breathing' && hasSets && options.sounds?.end === undefined ? SETS_END_SOUND : sounds.end;
    const gate = openEnded.at(-1)?.index ?? -1;
    events.push({ id: 'end', kind: 'end', name, at: plan.total, volume: endVolume, duckHoldMs: 0, gate });
  }
  return events.sort((a, b) => a.at - b.at || a.gate - b.gate);
}

function transitionSound(kind: Plan['kind'], previous: Segment, segment: Segment, sounds: SessionSounds): CueSound | null {
  if (kind === 'meditation') {
    return previous.phase !== segment.phase || previous.label !== segment.label ? sounds.transition : null;
  }
  if (isRestPhase(segment.phase) && !isRestPhase(previous.phase)) return sounds.rest;
  if (isRestPhase(previous.phase) && !isRestPhase(segment.phase)) return sounds.transition;
  if (isSectionPhase(segment.phase) && segment.phase !== previous.phase) return sounds.transition;
  return null;
}
