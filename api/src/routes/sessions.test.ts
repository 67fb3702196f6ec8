import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { breathingConfig, buildTestApp, meditationConfig, signUp } from '../../test/testApp';
import type { Database } from '../db/database';

let db: Database;
let app: Koa;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
});
afterAll(() => db.close());

describe('saved sessions', () => {
  it('saves a breathing session, idle on creation, and lists it with id, name and type', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: 'Morning box', type: 'breathing', config: breathingConfig });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Morning box', type: 'breathing', state: 'idle', config: breathingConfig });
    const list = await agent.get('/api/sessions');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, name: 'Morning box', type: 'breathing' })]);
  });

  it('saves a meditation session checked against the meditation schema', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: '15 min Meditation', type: 'meditation', config: meditationConfig });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual(meditationConfig);
  });

  it('lists the newest session first', async () => {
    const { agent } = await signUp(app);
    for (const name of ['first', 'second', 'third']) await agent.post('/api/sessions').send({ name, type: 'breathing', config: breathingConfig });
    const names = (await agent.get('/api/sessions')).body.map((s: { name: string }) => s.name);
    expect(names).toEqual(['third', 'second', 'first']);
  });

  it('refuses a config with a setting the schema does not know, naming it, and saves nothing', async () => {
    const { agent, id } = await signUp(app);
    const response = await agent.post('/api/sessions').send({ name: 'x', type: 'breathing', config: { ...breathingConfig, turbo: true } });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('config: "turbo" is not a setting this session knows.');
    expect(await db.models.SavedSession.count({ where: { userId: id } })).toBe(0);
  });

  it('refuses a breathing config saved as a meditation, and values out of range, with readable messages', async () => {
    const { agent } = await signUp(app);
    const wrongType = await agent.post('/api/sessions').send({ name: 'x', type: 'meditation', config: breathingConfig });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/^config: /);
    const outOfRange = await agent.post('/api/sessions').send({ name: 'x', type: 'breathing', config: { ...breathingConfig, duration: { type: 'rounds', value: 21 } } });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error).toContain('Duration must be a whole number between 1 and 20 rounds.');
  });

  it('requires a name that is not blank and a known type', async () => {
    const { agent } = await signUp(app);
    const response = await agent.post('/api/sessions').send({ name: '   ', type: 'yoga', config: breathingConfig });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('name: must not be blank');
    expect(response.body.error).toContain('type: must be "breathing" or "meditation"');
  });

  it('deletes a session with 204 and no body; a second delete is 404 "Session not found"', async () => {
    const { agent } = await signUp(app);
    const created = await agent.post('/api/sessions').send({ name: 'x', type: 'breathing', config: breathingConfig });
    const deleted = await agent.delete(`/api/sessions/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await agent.get('/api/sessions')).body).toEqual([]);
    const again = await agent.delete(`/api/sessions/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Session not found' });
  });

  it('answers 400 for an id that is not a session id', async () => {
    const { agent } = await signUp(app);
    const response = await agent.delete('/api/sessions/42');
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('id: must be a session id');
  });

  it('answers 401 "Unauthorized" to every saved-session call when signed out', async () => {
    const client = request(app.callback());
    for (const response of [
      await client.get('/api/sessions'),
      await client.post('/api/sessions').send({ name: 'x', type: 'breathing', config: breathingConfig }),
      await client.delete('/api/sessions/00000000-0000-4000-8000-000000000000'),
      await client.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60 }),
      await client.get('/api/sessions/log'),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Unauthorized' });
    }
  });
});

describe('the completed-session log', () => {
  it('records an entry (201) and lists it back in the local log shape', async () => {
    const { agent } = await signUp(app);
    const body = { session_type: 'meditation', technique: 'basic-timer', duration: 900, completed: true, mood_tag: 'calm', timestamp: '2026-01-05T07:30:00.000Z' };
    const created = await agent.post('/api/sessions/log').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const list = await agent.get('/api/sessions/log');
    expect(list.body).toEqual([created.body]);
  });

  it('is idempotent per client id: an outbox repeating a request stores one entry', async () => {
    const { agent, id } = await signUp(app);
    const body = { id: '3f0b8a52-7c55-4d5e-9a59-6a8f7f0e8f11', session_type: 'breathing', technique: 'box', duration: 120 };
    expect((await agent.post('/api/sessions/log').send(body)).status).toBe(201);
    expect((await agent.post('/api/sessions/log').send(body)).status).toBe(200);
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(1);
  });

  it('names wrong fields: negative duration, unknown type, a time in the future', async () => {
    const { agent } = await signUp(app);
    const bad = await agent.post('/api/sessions/log').send({ session_type: 'nap', technique: 'box', duration: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('session_type: must be "breathing" or "meditation"');
    expect(bad.body.error).toContain('duration: must not be negative');
    const future = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60, timestamp: '2999-01-01T00:00:00Z' });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe('timestamp: must not be in the future.');
  });

  it('refuses a timestamp before 2000 with 400, the year 0000 (which PostgreSQL cannot store) included', async () => {
    const { agent, id } = await signUp(app);
    for (const timestamp of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1999-12-31T23:59:59.999Z', '2000-01-01T01:00:00+02:00']) {
      const response = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60, timestamp });
      expect(response.status, timestamp).toBe(400);
      expect(response.body).toEqual({ error: 'timestamp: must not be before 2000-01-01.' });
    }
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(0);
    const first = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'box', duration: 60, timestamp: '2000-01-01T00:00:00Z' });
    expect(first.status).toBe(201);
    expect(first.body.timestamp).toBe('2000-01-01T00:00:00.000Z');
  });

  it('refuses text with a NUL character instead of storing something else', async () => {
    const { agent, id } = await signUp(app);
    const response = await agent.post('/api/sessions/log').send({ session_type: 'breathing', technique: 'bo\u0000x', duration: 60, mood_tag: 'ca\u0000lm' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('technique: must not contain the NUL character mood_tag: must not contain the NUL character');
    expect(await db.models.SessionLogEntry.count({ where: { userId: id } })).toBe(0);
  });
});
