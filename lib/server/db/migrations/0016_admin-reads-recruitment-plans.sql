-- 公开招聘计划 is the admin's to read too (it picks the unit, ?unitId=, and reads its room for recruitment and plans), for a
-- database seeded before (data/routes/business.ts gives a new database the same); an entry an administrator has changed is left alone.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["jc","admin"],"mode":"oneOf"}')
WHERE "name" = 'OpenRecruitmentPlan' AND "component" = 'recruit/openRecruitmentPlan'
  AND "meta"->'roles' = '{"role":["jc"],"mode":"oneOf"}';
