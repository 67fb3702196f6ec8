import { sqlMigration } from './sqlMigration';

/** The channel every API process listens on (db/changeListener.ts); payloads are `user:<id>` and `session:<row id>`. */
export const CHANGE_CHANNEL = 'stillpoint_changes';

/**
 * Change notices for the in-process session cache: a trigger notifies on every UPDATE or DELETE of a
 * user and of a login session, whoever the writer is (any API process, an admin's SQL, the cascade of
 * an account deletion). PostgreSQL delivers a NOTIFY at commit, and only then. Also an index matching
 * the session list's keyset order (newest first, the id breaking ties).
 */
const up = [
  `CREATE FUNCTION stillpoint_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('${CHANGE_CHANNEL}', 'user:' || OLD.id::text);
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION stillpoint_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('${CHANGE_CHANNEL}', 'session:' || OLD.id);
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER users_notify_update AFTER UPDATE ON users FOR EACH ROW
     WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION stillpoint_notify_user_change()`,
  `CREATE TRIGGER users_notify_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION stillpoint_notify_user_change()`,
  `CREATE TRIGGER login_sessions_notify_change AFTER UPDATE OR DELETE ON login_sessions FOR EACH ROW EXECUTE FUNCTION stillpoint_notify_session_change()`,
  `CREATE INDEX saved_sessions_user_newest ON saved_sessions (user_id, created_at DESC, id DESC)`,
  `DROP INDEX saved_sessions_user_created`,
];

const down = [
  `CREATE INDEX saved_sessions_user_created ON saved_sessions (user_id, created_at DESC)`,
  `DROP INDEX saved_sessions_user_newest`,
  `DROP TRIGGER login_sessions_notify_change ON login_sessions`,
  `DROP TRIGGER users_notify_delete ON users`,
  `DROP TRIGGER users_notify_update ON users`,
  `DROP FUNCTION stillpoint_notify_session_change()`,
  `DROP FUNCTION stillpoint_notify_user_change()`,
];

export const changeNotices = sqlMigration('0003_change_notices', up, down);
