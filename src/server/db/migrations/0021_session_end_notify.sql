-- A signed-in user is cached for a while by every instance that answers the polled routes. When a
-- session ends, whoever ends it (sign-out or rotation on any instance, an operator deleting rows,
-- another process, the purge, a removed user), the database itself tells every instance to forget
-- what it cached: NOTIFY on the change bus's PostgreSQL channel (app_changes), the payload naming
-- the bus channel the session caches listen on (sessions). Notifications with the same payload
-- are delivered once per transaction, so a bulk delete costs one. Sign-in flow states kept in the
-- same table (no userId) announce nothing.
CREATE FUNCTION announce_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', 'sessions');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE OR UPDATE ON sessions
  FOR EACH ROW WHEN (old.sess ? 'userId') EXECUTE FUNCTION announce_sessions_ended();
--> statement-breakpoint
CREATE TRIGGER users_removed AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_sessions_ended();
