-- 单位信息 and 岗位设置审批备案表 are the admin's to read too (it picks the unit, ?unitId=), for a database seeded before
-- (data/routes/business.ts gives a new database the same); an entry an administrator has changed is left alone.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["jc","admin"],"mode":"oneOf"}')
WHERE "name" IN ('CompanyView', 'JobPlanRecord1') AND "component" IN ('company/companyview', 'jobplanrecord/jobplanrecord1')
  AND "meta"->'roles' = '{"role":["jc"],"mode":"oneOf"}';
