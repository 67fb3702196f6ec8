import { sqlMigration } from './sqlMigration';

/**
 * How many sessions each account has saved, and a version of them that every change raises, kept by
 * triggers on every insert, update, delete and truncate (whoever the writer is: the API, an account's
 * cascade, an admin's SQL). A save checks the per-account cap by reading one row instead of counting up to
 * 500, and a list answers a page it already holds while the version is unchanged (services/savedSessions.ts).
 * The triggers run once per statement, over the rows it wrote: a row-level trigger would update an
 * account's count once per row, and deleting thousands of rows in one statement then took seconds. A save
 * locks its account's row, so saves racing in parallel cannot pass the cap. Sessions saved before this
 * migration are counted while their table is locked against writes.
 */
const up = [
  `LOCK TABLE saved_sessions IN SHARE MODE`,
  `CREATE TABLE saved_session_counts (
    user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    stored integer NOT NULL,
    version bigint NOT NULL DEFAULT 1
  )`,
  `CREATE FUNCTION stillpoint_count_saved_sessions_added() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO saved_session_counts AS c (user_id, stored) SELECT user_id, count(*) FROM added GROUP BY user_id
       ON CONFLICT (user_id) DO UPDATE SET stored = c.stored + EXCLUDED.stored, version = c.version + 1;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION stillpoint_count_saved_sessions_removed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts c SET stored = c.stored - removed_here.n, version = c.version + 1
       FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) removed_here
      WHERE c.user_id = removed_here.user_id;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION stillpoint_count_saved_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts SET version = version + 1
      WHERE user_id IN (SELECT user_id FROM changed_before UNION SELECT user_id FROM changed_after);
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION stillpoint_count_saved_sessions_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts SET stored = 0, version = version + 1;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER saved_sessions_count_added AFTER INSERT ON saved_sessions REFERENCING NEW TABLE AS added
     FOR EACH STATEMENT EXECUTE FUNCTION stillpoint_count_saved_sessions_added()`,
  `CREATE TRIGGER saved_sessions_count_removed AFTER DELETE ON saved_sessions REFERENCING OLD TABLE AS removed
     FOR EACH STATEMENT EXECUTE FUNCTION stillpoint_count_saved_sessions_removed()`,
  `CREATE TRIGGER saved_sessions_count_changed AFTER UPDATE ON saved_sessions REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
     FOR EACH STATEMENT EXECUTE FUNCTION stillpoint_count_saved_sessions_changed()`,
  `CREATE TRIGGER saved_sessions_count_emptied AFTER TRUNCATE ON saved_sessions FOR EACH STATEMENT EXECUTE FUNCTION stillpoint_count_saved_sessions_emptied()`,
  `INSERT INTO saved_session_counts (user_id, stored) SELECT user_id, count(*) FROM saved_sessions GROUP BY user_id`,
];

const down = [
  `DROP TRIGGER saved_sessions_count_emptied ON saved_sessions`,
  `DROP TRIGGER saved_sessions_count_changed ON saved_sessions`,
  `DROP TRIGGER saved_sessions_count_removed ON saved_sessions`,
  `DROP TRIGGER saved_sessions_count_added ON saved_sessions`,
  `DROP FUNCTION stillpoint_count_saved_sessions_emptied()`,
  `DROP FUNCTION stillpoint_count_saved_sessions_changed()`,
  `DROP FUNCTION stillpoint_count_saved_sessions_removed()`,
  `DROP FUNCTION stillpoint_count_saved_sessions_added()`,
  `DROP TABLE saved_session_counts`,
];

export const savedSessionCounts = sqlMigration('0008_saved_session_counts', up, down);
