-- Tells every app process listening on korai_auth, as the change commits, whose cached sessions to drop: a session
-- ended or shortened, or a user changed (anything but the last activity a request records) or deleted.
CREATE FUNCTION korai_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('korai_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_activity_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_activity_at'))
  EXECUTE FUNCTION korai_notify_auth_change('id');
--> statement-breakpoint
CREATE TRIGGER users_auth_delete AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION korai_notify_auth_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION korai_notify_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_shortened AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.token_hash IS DISTINCT FROM OLD.token_hash)
  EXECUTE FUNCTION korai_notify_auth_change('user_id');
