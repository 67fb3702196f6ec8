import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from '../../../test/testDatabase';
import { breathingConfig, buildTestApp, seedSavedSessions, signUp } from '../../../test/testApp';
import { openDatabase, type Database } from '../database';
import { createMigrator } from '../migrator';
import { defaultWriteLimits } from '../../services/writeLimits';

let db: Database;

beforeAll(async () => {
  // A database of its own: the test takes this migration back and applies it again.
  const name = `${workerDatabaseName()}_counts`;
  await createDatabaseIfMissing(name);
  db = await openDatabase(urlOf(name));
});
afterAll(() => db.close());

it('counts the sessions saved before it, so the cap holds for an account that already had them', async () => {
  const app = buildTestApp({ db, config: { writeLimits: defaultWriteLimits } });
  const { agent, id } = await signUp(app);
  const migrator = createMigrator(db.sequelize);
  await migrator.down({ to: '0008_saved_session_counts' });
  await seedSavedSessions(db, id, defaultWriteLimits.savedSessionsPerAccount - 1, 'Older');
  await migrator.up();

  const save = (name: string) => agent.post('/api/sessions').send({ name, type: 'breathing', config: breathingConfig });
  expect((await save('The last one')).status).toBe(201);
  expect((await save('One too many')).status).toBe(409);
  expect(await db.models.SavedSession.count({ where: { userId: id } })).toBe(defaultWriteLimits.savedSessionsPerAccount);
});

it('counts a table emptied at once (TRUNCATE): the list shows nothing and the account has room again', async () => {
  const app = buildTestApp({ db, config: { writeLimits: defaultWriteLimits } });
  const { agent, id } = await signUp(app);
  await seedSavedSessions(db, id, defaultWriteLimits.savedSessionsPerAccount, 'Kept');
  expect((await agent.get('/api/sessions?limit=1')).body).toHaveLength(1);
  expect((await agent.post('/api/sessions').send({ name: 'Full', type: 'breathing', config: breathingConfig })).status).toBe(409);
  await db.sequelize.query('TRUNCATE saved_sessions');
  expect((await agent.get('/api/sessions?limit=1')).body).toEqual([]);
  expect((await agent.post('/api/sessions').send({ name: 'Room again', type: 'breathing', config: breathingConfig })).status).toBe(201);
});
