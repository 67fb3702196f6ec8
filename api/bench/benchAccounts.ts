// The accounts and saved sessions the API's benches run against, made the way users make them: signed up
// through the API itself (production argon2 cost, sign-up only), saved sessions inserted in one statement.
import request from 'supertest';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { silentLogger } from '../src/logger';
import { breathingConfig } from '../test/testApp';
import { benchBilling, benchConfig, ORIGIN } from './target';

/** A signed-up bench account: its session cookie and id. */
export interface BenchAccount {
  readonly cookie: string;
  readonly id: string;
}

/** A throwaway instance of the API to sign bench accounts up with (`<tag>@example.com`); close it once they are made. */
export function benchSignUps(db: Database): { signUp: (tag: string) => Promise<BenchAccount>; close: () => Promise<void> } {
  const seeder = createApp({ db, mailer: { send: async () => {}, close: () => {} }, log: silentLogger, config: benchConfig, billing: benchBilling(db) });
  return {
    async signUp(tag) {
      const response = await request(seeder.callback())
        .post('/api/register')
        .set('Origin', ORIGIN)
        .send({ firstName: 'Bench', lastName: tag, email: `${tag}@example.com`, password: 'bench password' });
      if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
      return { cookie: (response.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; '), id: (response.body as { id: string }).id };
    },
    close: () => seeder.close(),
  };
}

/** Gives the user `count` saved breathing sessions, a minute apart, newest first. */
export function seedSavedSessions(db: Database, userId: string, count: number): Promise<unknown> {
  return db.sequelize.query(
    `INSERT INTO saved_sessions (user_id, name, type, config, created_at, updated_at)
     SELECT :userId, 'Saved ' || n, 'breathing', CAST(:config AS jsonb), t, t
       FROM generate_series(1, :count) n, LATERAL (SELECT now() - n * interval '1 minute' AS t) at`,
    { replacements: { userId, count, config: JSON.stringify(breathingConfig) } },
  );
}
