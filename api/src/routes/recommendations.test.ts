import { recommend, type RecommendationRequest } from '@stillpoint/sdk/catalog';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp, signUp, type Browser } from '../../test/testApp';
import type { Database } from '../db/database';

let db: Database;
let app: Koa;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
});
afterAll(() => db.close());

const sleepy: RecommendationRequest = { current_mood: 'fall-asleep', time_available: 10, goals: [], experience_level: 'beginner' };
// Box breathing and anchor switching suit it equally, so what the user finishes decides.
const focused: RecommendationRequest = { current_mood: 'regain-focus', time_available: 10, goals: ['stress'], experience_level: 'some' };

async function log(agent: Browser, session_type: string, technique: string, completed: boolean, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await agent.post('/api/sessions/log').send({ session_type, technique, duration: 300, completed })).status).toBe(201);
  }
}

describe('POST /api/recommendations/personal', () => {
  it('answers session_type, technique, a duration text with a number, instructions and the config to start', async () => {
    const { agent } = await signUp(app);
    const response = await agent.post('/api/recommendations/personal').send(sleepy);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(recommend(sleepy))));
    expect(response.body.session_type).toMatch(/^(breathing|meditation)$/);
    expect(response.body.duration).toMatch(/\d+/);
    expect(response.body.instructions.length).toBeGreaterThan(0);
  });

  it('prefers what the user finishes: someone who abandons box breathing and completes anchor switching is offered anchor switching', async () => {
    const newcomer = await signUp(app);
    expect((await newcomer.agent.post('/api/recommendations/personal').send(focused)).body.technique).toBe('box');

    const { agent } = await signUp(app);
    await log(agent, 'breathing', 'box', false, 3);
    await log(agent, 'meditation', 'anchor-switching', true, 3);
    const response = await agent.post('/api/recommendations/personal').send(focused);
    expect(response.body).toMatchObject({ session_type: 'meditation', technique: 'anchor-switching' });
  });

  it('uses only the signed-in user history, never another user', async () => {
    const other = await signUp(app);
    await log(other.agent, 'breathing', 'box', false, 3);
    await log(other.agent, 'meditation', 'anchor-switching', true, 3);
    const { agent } = await signUp(app);
    expect((await agent.post('/api/recommendations/personal').send(focused)).body.technique).toBe('box');
  });

  it('answers 400 naming the wrong fields', async () => {
    const { agent } = await signUp(app);
    const response = await agent.post('/api/recommendations/personal').send({ current_mood: 'hangry', time_available: 0, goals: 'sleep' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/Mood/);
    expect(response.body.error).toMatch(/Time available/);
    expect(response.body.error).toMatch(/Goals/);
  });

  it('answers 401 when signed out', async () => {
    const response = await request(app.callback()).post('/api/recommendations/personal').send(sleepy);
    expect(response.status).toBe(401);
  });
});
