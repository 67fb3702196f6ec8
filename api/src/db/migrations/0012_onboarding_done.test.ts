import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from '../../../test/testDatabase';
import { buildTestApp, signUp } from '../../../test/testApp';
import { openDatabase, type Database } from '../database';
import { createMigrator } from '../migrator';

let db: Database;

beforeAll(async () => {
  // A database of its own: the test takes this migration back and applies it again.
  const name = `${workerDatabaseName()}_onboarding`;
  await createDatabaseIfMissing(name);
  db = await openDatabase(urlOf(name));
});
afterAll(() => db.close());

it('counts an account that gave onboarding answers before it as done, and one that gave none as not', async () => {
  const app = buildTestApp({ db });
  const answered = await signUp(app);
  const silent = await signUp(app);
  const migrator = createMigrator(db.sequelize);
  await migrator.down({ to: '0012_onboarding_done' });
  await db.sequelize.query(`UPDATE users SET goal = 'sleep' WHERE id = :id`, { replacements: { id: answered.id } });
  await migrator.up();

  expect((await answered.agent.get('/api/user')).body).toMatchObject({ goal: 'sleep', onboardingDone: true });
  expect((await silent.agent.get('/api/user')).body).toMatchObject({ onboardingDone: false });
});
