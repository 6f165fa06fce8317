-- 备份管理, the admin's page of the backups, under /setting and linked from 系统管理, for a database seeded before it
-- (data/routes/business.ts gives a new database the same). Added once, last in each group.
INSERT INTO "menu" ("parent_id", "path", "name", "component", "meta", "sort")
SELECT s."id", 'backupManagement', 'BackupManagement', 'setting/backupManagement',
  '{"title":"备份管理","icon":"database-2-line","roles":{"role":["admin"],"mode":"oneOf"}}',
  (SELECT coalesce(max(c."sort"), -1) + 1 FROM "menu" c WHERE c."parent_id" = s."id")
FROM "menu" s WHERE s."parent_id" IS NULL AND s."path" = '/setting' AND s."name" = 'Setting' AND NOT s."deleted"
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'BackupManagement');
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "redirect", "meta", "sort")
SELECT g."id", 'backupManagement', 'SystemBackupManagement', '/setting/backupManagement', '{"title":"备份管理","icon":"database-2-line"}',
  (SELECT coalesce(max(c."sort"), -1) + 1 FROM "menu" c WHERE c."parent_id" = g."id")
FROM "menu" g WHERE g."parent_id" IS NULL AND g."name" = 'SystemManage' AND NOT g."deleted"
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'SystemBackupManagement')
  AND EXISTS (SELECT 1 FROM "menu" t WHERE t."name" = 'BackupManagement' AND NOT t."deleted");
