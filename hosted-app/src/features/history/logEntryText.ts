import type { LogEntry } from '@stillpoint/api/contract';
import { techniqueText } from './techniqueText';

const minutes = (seconds: number) => Math.round(seconds / 60);

/** A length as History says it: seconds under a minute, whole minutes from there. */
export const durationText = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${minutes(seconds)} min`);

/**
 * What was practised: the whole length of a completed session; "12 of 20 min" of a sit ended early (the minutes
 * sat of those planned), or "12 min, ended early" when the entry does not say what was planned (older clients).
 */
export function lengthText(entry: Pick<LogEntry, 'duration' | 'planned_duration' | 'completed'>): string {
  if (entry.completed) return durationText(entry.duration);
  if (entry.planned_duration) return `${minutes(entry.duration)} of ${minutes(entry.planned_duration)} min`;
  return `${durationText(entry.duration)}, ended early`;
}

/** The session's own name when the entry carries one ("My morning 4-2-6"), else its technique in words. */
export const titleText = (entry: Pick<LogEntry, 'title' | 'technique' | 'session_type'>): string => entry.title ?? techniqueText(entry.technique, entry.session_type);
