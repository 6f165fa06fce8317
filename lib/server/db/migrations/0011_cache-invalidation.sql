-- The in-memory caches of the session check and of the route tree (lib/server/sessionCache.ts) hear of every change
-- they depend on from the database itself, whichever code path or tool writes it. A payload names what changed
-- ('user:<id>', 'unit:<id>', 'role:<id>', 'session:<sid>', 'menu' or '*') and, after '@', the writing transaction:
-- NOTIFY reaches every instance once the transaction commits, the notice reaches the writing connection at once, so
-- its own instance stops trusting the entry before the commit and a reply sent after it.
CREATE OR REPLACE FUNCTION renshi_cache_changed(channel text, what text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text := what || '@' || pg_current_xact_id()::text;
BEGIN
  RAISE NOTICE '% %', channel, payload;
  PERFORM pg_notify(channel, payload);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renshi_session_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  key text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM renshi_cache_changed('renshi_session', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM renshi_cache_changed('renshi_session', kind || ':' || (to_jsonb(OLD) ->> key));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM renshi_cache_changed('renshi_session', kind || ':' || (to_jsonb(NEW) ->> key));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_account_session_cache AFTER INSERT OR UPDATE OR DELETE ON "user_account"
  FOR EACH ROW EXECUTE FUNCTION renshi_session_row_changed('user', 'id');
--> statement-breakpoint
CREATE TRIGGER user_account_session_cache_truncate AFTER TRUNCATE ON "user_account"
  FOR EACH STATEMENT EXECUTE FUNCTION renshi_session_row_changed('user', 'id');
--> statement-breakpoint
CREATE TRIGGER role_session_cache AFTER UPDATE OR DELETE ON "role"
  FOR EACH ROW EXECUTE FUNCTION renshi_session_row_changed('role', 'id');
--> statement-breakpoint
CREATE TRIGGER role_session_cache_truncate AFTER TRUNCATE ON "role"
  FOR EACH STATEMENT EXECUTE FUNCTION renshi_session_row_changed('role', 'id');
--> statement-breakpoint
-- A unit is written by much of the business; the session check reads only these columns of it.
CREATE TRIGGER unit_session_cache AFTER UPDATE ON "unit"
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.unit_status IS DISTINCT FROM NEW.unit_status
    OR OLD.deleted IS DISTINCT FROM NEW.deleted OR OLD.expire_time IS DISTINCT FROM NEW.expire_time)
  EXECUTE FUNCTION renshi_session_row_changed('unit', 'id');
--> statement-breakpoint
CREATE TRIGGER unit_session_cache_delete AFTER DELETE ON "unit"
  FOR EACH ROW EXECUTE FUNCTION renshi_session_row_changed('unit', 'id');
--> statement-breakpoint
CREATE TRIGGER unit_session_cache_truncate AFTER TRUNCATE ON "unit"
  FOR EACH STATEMENT EXECUTE FUNCTION renshi_session_row_changed('unit', 'id');
--> statement-breakpoint
CREATE TRIGGER revoked_session_session_cache AFTER INSERT OR UPDATE OR DELETE ON "revoked_session"
  FOR EACH ROW EXECUTE FUNCTION renshi_session_row_changed('session', 'sid');
--> statement-breakpoint
CREATE TRIGGER revoked_session_session_cache_truncate AFTER TRUNCATE ON "revoked_session"
  FOR EACH STATEMENT EXECUTE FUNCTION renshi_session_row_changed('session', 'sid');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION renshi_menu_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM renshi_cache_changed('renshi_routes', 'menu');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER menu_route_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu"
  FOR EACH STATEMENT EXECUTE FUNCTION renshi_menu_changed();
