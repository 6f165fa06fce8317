-- Roles on routes (spec §2.2, §6) for a database seeded before them; entries an administrator has changed are left alone.
-- 系统内人员交流 is started by the sending unit too.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["jc","zg"],"mode":"oneOf"}')
WHERE "path" = 'internalPersonExchange' AND "component" = 'exchange/internalPersonExchange' AND "meta"->'roles' = '{"role":["zg"],"mode":"oneOf"}';
--> statement-breakpoint
-- The settings group is the admin's as well as a unit's: a unit's own work is not offered to the admin, this group is.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["jc","admin"],"mode":"oneOf"}')
WHERE "path" = '/setting' AND "name" = 'Setting' AND "meta"->'roles' = '{"role":["jc"],"mode":"oneOf"}';
--> statement-breakpoint
-- Department and menu management answer the admin only: a unit is not given pages it cannot use.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["admin"],"mode":"oneOf"}')
WHERE "name" IN ('DepartmentManagement', 'MenuManagement') AND "component" IN ('setting/departmentManagement', 'setting/menuManagement')
  AND "meta"->'roles' IS NULL;
--> statement-breakpoint
-- 单位管理: the admin reads every unit's reported persons (人员信息); the unit's other pages are its own work.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["jc","admin"],"mode":"oneOf"}')
WHERE "path" = '/company' AND "name" = 'Company' AND "meta"->'roles' = '{"role":["jc"],"mode":"oneOf"}';
--> statement-breakpoint
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["jc"],"mode":"oneOf"}')
WHERE "name" IN ('CompanyView', 'BaseInfoReport', 'UploadCommonFile') AND "component" IN ('company/companyview', 'company/baseInforeport', 'company/uploadCommonFile')
  AND "meta"->'roles' IS NULL;
