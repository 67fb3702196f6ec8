import type { LogEntry } from '@stillpoint/api/contract';
import type { LocalLogEntry } from '../session/localLog';
import type { OutboxItem } from '../session/outbox';

/** A session as History lists it, and whether it is still on its way to the API. */
export interface ShownEntry {
  readonly entry: LogEntry;
  readonly waiting: boolean;
}

const fromLocal = (entry: LocalLogEntry): LogEntry => ({
  id: entry.id,
  session_type: entry.session_type,
  technique: entry.technique,
  title: entry.title ?? null,
  duration: entry.duration,
  planned_duration: entry.planned_duration ?? null,
  completed: entry.completed,
  mood_tag: entry.mood_tag,
  timestamp: entry.timestamp,
});

const fromOutbox = ({ body }: OutboxItem): LogEntry => ({
  id: body.id,
  session_type: body.session_type,
  technique: body.technique,
  title: body.title ?? null,
  duration: body.duration,
  planned_duration: body.planned_duration ?? null,
  completed: body.completed ?? true,
  mood_tag: body.mood_tag ?? null,
  timestamp: typeof body.timestamp === 'string' ? body.timestamp : new Date().toISOString(),
});

const newestFirst = (a: ShownEntry, b: ShownEntry) => b.entry.timestamp.localeCompare(a.entry.timestamp);

/**
 * What this device knows of the user's sessions, for when the API's log cannot be read (offline): the local log's
 * sessions that ended (completed, or ended early and logged), and every completion still waiting in the outbox,
 * marked so. Newest first, at most `limit`.
 */
export function deviceLog(local: readonly LocalLogEntry[], outbox: readonly OutboxItem[], limit: number): ShownEntry[] {
  const waiting = new Set(outbox.map((item) => item.body.id));
  const ended = local.filter((entry) => entry.completed || entry.ended || waiting.has(entry.id)).map((entry) => ({ entry: fromLocal(entry), waiting: waiting.has(entry.id) }));
  const known = new Set(ended.map((shown) => shown.entry.id));
  const onlyInOutbox = outbox.filter((item) => !known.has(item.body.id)).map((item) => ({ entry: fromOutbox(item), waiting: true }));
  return [...ended, ...onlyInOutbox].sort(newestFirst).slice(0, limit);
}

/** The API's log with what the outbox still holds (sent, it joins the log; until then it is shown as waiting). */
export function withWaiting(server: readonly LogEntry[], outbox: readonly OutboxItem[], limit: number): ShownEntry[] {
  const stored = new Set(server.map((entry) => entry.id));
  const waiting = outbox.filter((item) => !stored.has(item.body.id)).map((item) => ({ entry: fromOutbox(item), waiting: true }));
  return [...waiting, ...server.map((entry) => ({ entry, waiting: false }))].sort(newestFirst).slice(0, limit);
}
