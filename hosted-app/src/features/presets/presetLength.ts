import {
  BOUNDS,
  estimateBreathingSeconds,
  meditationTotalMinutes,
  type Bound,
  type BreathingPreset,
  type MeditationPreset,
} from '@stillpoint/sdk/catalog';
import { presetSession } from './presetSession';
import type { SessionRequest } from '../session/sessionRequest';
import type { presetsMessages } from './presetsMessages';

/** How a preset's or library entry's length can be chosen: in its own unit, within the catalog's bound for it, starting at its own. */
export interface PresetLength {
  readonly unit: 'minutes' | 'rounds';
  readonly bound: Bound;
  /** The session's own length, in `unit`. */
  readonly value: number;
}

type Preset = BreathingPreset | MeditationPreset;

/**
 * A session's length, as its config counts it: a timed breathing technique in minutes (1-30), one counted in rounds
 * in rounds (1-20), a meditation by its main sitting (1-60 minutes; the pranayama and transitions around it stay).
 * The deep reset has none to choose: its three rounds are the technique. One set of rules for the preset dialog and
 * the Library (a library entry's config is a preset's with its own length).
 */
export function sessionLength(session: SessionRequest): PresetLength | null {
  if (session.kind === 'meditation') return { unit: 'minutes', bound: BOUNDS.meditationMinutes, value: session.config.duration };
  if (session.config.technique === 'deep-reset') return null;
  const { type, value } = session.config.duration;
  return type === 'time' ? { unit: 'minutes', bound: BOUNDS.timeMinutes, value } : { unit: 'rounds', bound: BOUNDS.rounds, value };
}

/** A preset's length (sessionLength of the session it starts). */
export const presetLength = (preset: Preset): PresetLength | null => sessionLength(presetSession(preset));

/** The reading of a chosen length, in the preset dialog's words: "6 min", "8 rounds". */
export const lengthText = (length: PresetLength, value: number, text: typeof presetsMessages.text) =>
  length.unit === 'minutes' ? text('presets.minutes', { count: value }) : text('presets.rounds', { count: value });

/** A session at a chosen length (its own when `value` is its own): the same config and record, only its length changed. */
export function sessionOfLength(session: SessionRequest, value: number): SessionRequest {
  if (session.kind === 'meditation') return { ...session, config: { ...session.config, duration: value } };
  return { ...session, config: { ...session.config, duration: { ...session.config.duration, value } } };
}

/** The session a preset starts at a chosen length. */
export const presetSessionOfLength = (preset: Preset, value: number): SessionRequest => sessionOfLength(presetSession(preset), value);

/**
 * The whole minutes "Start N min Session" says for a preset's session at a chosen length: the preset's stated
 * length until it is changed (core-app.md §2), then the length the session will run, at least 1.
 */
export function startMinutes(preset: Preset, session: SessionRequest): number {
  if (JSON.stringify(session.config) === JSON.stringify(preset.config)) return preset.defaultDuration;
  const minutes = session.kind === 'meditation' ? meditationTotalMinutes(session.config) : estimateBreathingSeconds(session.config) / 60;
  return Math.max(1, Math.round(minutes));
}
