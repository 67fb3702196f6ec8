import { describe, expect, it } from 'vitest';
import type { LocalLogEntry } from '../session/localLog';
import type { OutboxItem } from '../session/outbox';
import { deviceLog, withWaiting } from './deviceLog';

const local = (id: string, minute: number, fields: Partial<LocalLogEntry> = {}): LocalLogEntry => ({
  id,
  session_type: 'breathing',
  technique: 'box',
  title: 'Box Breathing',
  duration: 300,
  planned_duration: 300,
  timestamp: `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`,
  mood_tag: null,
  completed: true,
  ended: true,
  ...fields,
});
const sent = (entry: LocalLogEntry): OutboxItem => ({ body: { id: entry.id, session_type: entry.session_type, technique: entry.technique, title: entry.title ?? null, duration: entry.duration, planned_duration: entry.planned_duration ?? null, completed: entry.completed, mood_tag: null, timestamp: entry.timestamp } });

describe('deviceLog', () => {
  it('lists the sessions that ended, newest first, marking those still in the outbox as waiting', () => {
    const older = local('a', 1);
    const partial = local('b', 2, { completed: false, duration: 120, planned_duration: 600 });
    const running = local('c', 3, { completed: false, ended: undefined });
    const shown = deviceLog([running, partial, older], [sent(partial)], 10);
    expect(shown.map(({ entry, waiting }) => [entry.id, waiting])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(shown[0]!.entry).toMatchObject({ completed: false, duration: 120, planned_duration: 600 });
  });

  it('shows a waiting completion the local log lost (refused storage, the 100 kept), and keeps to the limit', () => {
    const lost = local('z', 9);
    const shown = deviceLog([local('a', 1), local('b', 2)], [sent(lost)], 2);
    expect(shown.map(({ entry, waiting }) => [entry.id, waiting])).toEqual([
      ['z', true],
      ['b', false],
    ]);
  });

  it('names an entry written before titles and planned lengths were as having neither', () => {
    const { title: _title, planned_duration: _planned, ...old } = local('a', 1);
    expect(deviceLog([old], [], 10)[0]!.entry).toMatchObject({ title: null, planned_duration: null });
  });
});

describe('withWaiting', () => {
  it('puts what the outbox still holds among the API log by time, once: an entry the API has is not waiting', () => {
    const stored = sent(local('a', 1)).body;
    const server = [{ ...stored, title: null, planned_duration: null, completed: true, mood_tag: null, timestamp: stored.timestamp as string }];
    const shown = withWaiting(server, [sent(local('a', 1)), sent(local('b', 2))], 10);
    expect(shown.map(({ entry, waiting }) => [entry.id, waiting])).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });
});
