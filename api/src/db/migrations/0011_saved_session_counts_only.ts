import { sqlMigration } from './sqlMigration';

/**
 * saved_session_counts keeps each account's count and no longer a version of its saved sessions: the version
 * was there for a cache of list pages, which is gone (every list is read by the index). The count stays: a
 * save locks its account's row, so saves racing in parallel cannot pass the cap (services/savedSessions.ts).
 * Renames no longer run a trigger.
 */
const up = [
  `DROP TRIGGER saved_sessions_count_changed ON saved_sessions`,
  `DROP FUNCTION stillpoint_count_saved_sessions_changed()`,
  `CREATE OR REPLACE FUNCTION stillpoint_count_saved_sessions_added() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO saved_session_counts AS c (user_id, stored) SELECT user_id, count(*) FROM added GROUP BY user_id
       ON CONFLICT (user_id) DO UPDATE SET stored = c.stored + EXCLUDED.stored;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION stillpoint_count_saved_sessions_removed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts c SET stored = c.stored - removed_here.n
       FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) removed_here
      WHERE c.user_id = removed_here.user_id;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION stillpoint_count_saved_sessions_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts SET stored = 0;
     RETURN NULL;
   END $$`,
  `ALTER TABLE saved_session_counts DROP COLUMN version`,
];

/** 0008's version, raised by every change from here on (a page cache would only compare it with itself). */
const down = [
  `ALTER TABLE saved_session_counts ADD COLUMN version bigint NOT NULL DEFAULT 1`,
  `CREATE OR REPLACE FUNCTION stillpoint_count_saved_sessions_added() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO saved_session_counts AS c (user_id, stored) SELECT user_id, count(*) FROM added GROUP BY user_id
       ON CONFLICT (user_id) DO UPDATE SET stored = c.stored + EXCLUDED.stored, version = c.version + 1;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION stillpoint_count_saved_sessions_removed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts c SET stored = c.stored - removed_here.n, version = c.version + 1
       FROM (SELECT user_id, count(*) AS n FROM removed GROUP BY user_id) removed_here
      WHERE c.user_id = removed_here.user_id;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION stillpoint_count_saved_sessions_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts SET stored = 0, version = version + 1;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION stillpoint_count_saved_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE saved_session_counts SET version = version + 1
      WHERE user_id IN (SELECT user_id FROM changed_before UNION SELECT user_id FROM changed_after);
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER saved_sessions_count_changed AFTER UPDATE ON saved_sessions REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
     FOR EACH STATEMENT EXECUTE FUNCTION stillpoint_count_saved_sessions_changed()`,
];

export const savedSessionCountsOnly = sqlMigration('0011_saved_session_counts_only', up, down);
