/**
 * @stillpoint/sdk/audio: the Tone.js engine. Import it dynamically, only once sound is on
 * (`const { AudioEngine } = await import('@stillpoint/sdk/audio')`), so no audio code loads otherwise.
 */
export { AudioEngine, type AudioEngineOptions } from './AudioEngine';
export { AudioSession, type AudioSessionOptions } from './AudioSession';
export { AudioScheduler, type AudioSchedulerOptions, type ScheduledSound, type SchedulerStatus } from './AudioScheduler';
export { AudioBuses, type AudioBusesOptions } from './AudioBuses';
export { AmbientBed, type AmbientBedOptions } from './AmbientBed';
export { AmbientGenerator, type AmbientGeneratorOptions } from './AmbientGenerator';
export { SoundBank, type SoundBankOptions, type AudioLogger } from './SoundBank';
export { RunnerTimeline, type AudioRunner } from './RunnerTimeline';
export { followRunner } from './followRunner';
export { PlanTimeline, type AudioTimeline, type TimedAudioEvent } from './PlanTimeline';
export { planAudioEvents, type AudioEvent, type AudioEventKind, type PlanAudioOptions } from './audioEvents';
export { LEVELS, COMPRESSOR, DUCK, clampVolume, duckFactor } from './levels';
export { CUE_TONES, type CueTone } from './cueTones';
export { SESSION_SOUNDS, type SessionSounds } from './sessionSounds';
export {
  AMBIENT_FALLBACK,
  AMBIENT_SOUNDS,
  BELL_RECIPES,
  GENERATORS,
  ONE_SHOT_SOUNDS,
  type AmbientSound,
  type BellRecipe,
  type GeneratorKind,
  type OneShotSound,
} from './soundCatalog';
export { parseSoundManifest, resolveSoundUrl, type SoundManifestEntry } from './manifest';
export { unlockAudio } from './unlockAudio';
export type { Voice } from './voices';
