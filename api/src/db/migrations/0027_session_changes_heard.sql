-- Every change to a session or an account is announced, so that a process keeping sessions'
-- answers for its sync calls (api/src/auth/kept-sessions.ts) forgets them at once, whichever
-- process or person made the change: sign-out, a room closing, an administrator, a billing
-- webhook, an operator's SQL. The database announces it, so no write site can forget to.
--
-- NOTIFY on 'trilha_sessions_<schema>' with the changed users' ids, comma-separated, or '*'
-- (forget everything) when there are too many for a notification's 8000 bytes, or on TRUNCATE.
-- Statement-level: a statement that ends a room's thirty sessions sends one notification, and
-- NOTIFY is sent at commit (never for a rolled-back change; repeated payloads in one transaction
-- are sent once).
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'trilha_sessions_' || TG_TABLE_SCHEMA;
  changed int;
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(channel, '*');
    RETURN NULL;
  END IF;
  -- TG_ARGV[0]: the column that holds the user's id (users.id, sessions.user_id).
  SELECT count(DISTINCT to_jsonb(o) ->> TG_ARGV[0]), string_agg(DISTINCT to_jsonb(o) ->> TG_ARGV[0], ',')
    INTO changed, ids FROM old_rows o;
  IF changed > 0 THEN
    PERFORM pg_notify(channel, CASE WHEN changed > 150 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END $$;

-- A trigger with a transition table takes one event: one per event and table.
CREATE TRIGGER users_updated_announced AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change('id');
CREATE TRIGGER users_deleted_announced AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change('id');
CREATE TRIGGER users_truncated_announced AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER sessions_updated_announced AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change('user_id');
CREATE TRIGGER sessions_deleted_announced AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change('user_id');
CREATE TRIGGER sessions_truncated_announced AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
