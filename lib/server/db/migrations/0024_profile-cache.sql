-- The in-memory cache of the profile (userInfo, lib/server/services/userInfo.ts) hears of every change it depends on
-- beyond the account and its role, which migration 0011 already names on 'renshi_session': the columns of a unit the
-- profile reads (of the account's own unit, its competent authority or a personnel bureau of its region), a new
-- personnel bureau, and the region names. Payload and notice as in 0011 ('unit:<id>' or 'region', then '@' and the
-- writing transaction).
-- One function for both triggers: TG_ARGV[0] names what changed; a row trigger adds the row's id ('unit:<id>').
CREATE OR REPLACE FUNCTION renshi_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM renshi_cache_changed('renshi_profile', TG_ARGV[0] || ':' || NEW.id::text);
  ELSE
    PERFORM renshi_cache_changed('renshi_profile', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER unit_profile_cache AFTER UPDATE ON "unit"
  FOR EACH ROW WHEN (OLD.unit_name IS DISTINCT FROM NEW.unit_name OR OLD.uscc IS DISTINCT FROM NEW.uscc
    OR OLD.competent_dept_id IS DISTINCT FROM NEW.competent_dept_id OR OLD.unit_tier IS DISTINCT FROM NEW.unit_tier
    OR OLD.region_code IS DISTINCT FROM NEW.region_code OR OLD.company_type IS DISTINCT FROM NEW.company_type
    OR OLD.is_pay IS DISTINCT FROM NEW.is_pay OR OLD.pay_time IS DISTINCT FROM NEW.pay_time
    OR OLD.expire_time IS DISTINCT FROM NEW.expire_time OR OLD.deleted IS DISTINCT FROM NEW.deleted)
  EXECUTE FUNCTION renshi_profile_changed('unit');
--> statement-breakpoint
CREATE TRIGGER unit_profile_cache_insert AFTER INSERT ON "unit"
  FOR EACH ROW WHEN (NEW.unit_tier = 'RSJ_REGION')
  EXECUTE FUNCTION renshi_profile_changed('unit');
--> statement-breakpoint
CREATE TRIGGER region_profile_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "region"
  FOR EACH STATEMENT EXECUTE FUNCTION renshi_profile_changed('region');
