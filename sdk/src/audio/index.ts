/**
 * @stillpoint/sdk/audio: the Tone.js engine. Import it dynamically, only once sound is on
 * (`const { AudioEngine } = await import('@stillpoint/sdk/audio')`), so no audio code loads otherwise.
 *
 * The engine, its sessions and the gesture unlock are the API; the types are those their members
 * use. The parts they are built from (ambient beds, generators, levels, the sound tables) are
 * internal: The repository's API report of this entry shows every change to this list in review.
 */
export { AudioEngine, type AudioEngineOptions } from './AudioEngine';
export { AudioSession, type AudioSessionDeps, type AudioSessionOptions } from './AudioSession';
export { unlockAudio } from './unlockAudio';
export type { AudioScheduler, AudioSchedulerOptions, ScheduledSound, SchedulerStatus } from './AudioScheduler';
export type { AudioBuses, AudioBusesOptions } from './AudioBuses';
export type { SoundBank, SoundBankOptions, AudioLogger } from './SoundBank';
export type { SessionSounds } from './sessionSounds';
export type { AudioRunner } from './RunnerTimeline';
export type { AudioTimeline, TimedAudioEvent } from './PlanTimeline';
export type { AudioEvent, AudioEventKind, PlanAudioOptions } from './audioEvents';
export type { Voice } from './voices';
// The core and catalog types the engine's members take, so the audio entry stands on its own.
// Types only (`export type`): the values stay in their own entries.
export type * from '../core/types';
export type { Runner } from '../core/createRunner';
export type { ResumePoint } from '../core/resumePoint';
export type * from '../catalog/options';
