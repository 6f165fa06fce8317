-- The system log is append-only: the database itself refuses to change or remove an entry.
CREATE OR REPLACE FUNCTION system_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'system_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER system_log_no_change BEFORE UPDATE OR DELETE ON "system_log" FOR EACH ROW EXECUTE FUNCTION system_log_append_only();
--> statement-breakpoint
CREATE TRIGGER system_log_no_truncate BEFORE TRUNCATE ON "system_log" FOR EACH STATEMENT EXECUTE FUNCTION system_log_append_only();
