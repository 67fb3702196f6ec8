import type { LogEntry } from '@stillpoint/api/contract';
import { techniqueText } from './techniqueText';
import { englishText, type TextOf } from '../../i18n/englishText';
import { en, type HistoryMessageKey } from './messages/en';

/** History's English: what the text functions say where no language is given (their tests read it). */
const english = englishText(en);

const minutes = (seconds: number) => Math.round(seconds / 60);

/** A length as History says it: seconds under a minute, whole minutes from there. */
export const durationText = (seconds: number, text: TextOf<HistoryMessageKey> = english) => (seconds < 60 ? text('history.seconds', { count: seconds }) : text('history.minutes', { count: minutes(seconds) }));

/**
 * What was practised: the whole length of a completed session; "12 of 20 min" of a sit ended early (the minutes
 * sat of those planned), or "12 min, ended early" when the entry does not say what was planned (older clients).
 */
export function lengthText(entry: Pick<LogEntry, 'duration' | 'planned_duration' | 'completed'>, text: TextOf<HistoryMessageKey> = english): string {
  if (entry.completed) return durationText(entry.duration, text);
  if (entry.planned_duration) return text('history.ofPlanned', { sat: minutes(entry.duration), planned: minutes(entry.planned_duration) });
  return text('history.endedEarly', { length: durationText(entry.duration, text) });
}

/** The session's own name when the entry carries one ("My morning 4-2-6"), else its technique in words. */
export const titleText = (entry: Pick<LogEntry, 'title' | 'technique' | 'session_type'>, text: TextOf<HistoryMessageKey> = english): string =>
  entry.title ?? techniqueText(entry.technique, entry.session_type, text);
