-- Every instance keeps the signed-in member's session read in memory (auth/viewer-cache.ts, decision 059)
-- and must forget it the moment anything it holds changes: a sign-in revoked or ended, the account,
-- the profile (name, avatar, role, closure, suspension), or the display, privacy and security settings.
-- Each such change says so, with the member's id, on channel viewer_changed; an emptied table says '*'.
CREATE OR REPLACE FUNCTION notify_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('viewer_changed', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('viewer_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('viewer_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
    IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(NEW) ->> TG_ARGV[0]) THEN
      PERFORM pg_notify('viewer_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_viewer_changed AFTER UPDATE OR DELETE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION notify_viewer_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_viewer_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_viewer_changed('id');
--> statement-breakpoint
CREATE TRIGGER profiles_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION notify_viewer_changed('id');
--> statement-breakpoint
CREATE TRIGGER user_account_settings_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON user_account_settings FOR EACH ROW EXECUTE FUNCTION notify_viewer_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER user_privacy_settings_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON user_privacy_settings FOR EACH ROW EXECUTE FUNCTION notify_viewer_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER user_security_settings_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON user_security_settings FOR EACH ROW EXECUTE FUNCTION notify_viewer_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER auth_sessions_viewer_emptied AFTER TRUNCATE ON auth_sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER users_viewer_emptied AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_viewer_emptied AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER user_account_settings_viewer_emptied AFTER TRUNCATE ON user_account_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER user_privacy_settings_viewer_emptied AFTER TRUNCATE ON user_privacy_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER user_security_settings_viewer_emptied AFTER TRUNCATE ON user_security_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
