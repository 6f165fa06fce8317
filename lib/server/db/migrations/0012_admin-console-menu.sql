-- The admin's console (系统管理) and the template's demo screens gathered in one 模板示例 group, for a database seeded
-- before them: the same groups of menu links a new database gets (data/routes/business.ts, data/routes/withDemo.ts).
-- No page moves or changes its path; a link is added only where its page is stored, and only once.
UPDATE "menu" SET "sort" = "sort" + 1
WHERE "parent_id" IS NULL
  AND "sort" > (SELECT min("sort") FROM "menu" WHERE "parent_id" IS NULL AND "path" = '/setting' AND "name" = 'Setting' AND NOT "deleted")
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'SystemManage');
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "component", "redirect", "meta", "sort")
SELECT NULL, '/system', 'SystemManage', 'Layout', '/system/userManagement',
  '{"title":"系统管理","icon":"settings-4-line","roles":{"role":["admin"],"mode":"oneOf"}}', min("sort") + 1
FROM "menu" WHERE "parent_id" IS NULL AND "path" = '/setting' AND "name" = 'Setting' AND NOT "deleted"
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'SystemManage')
HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "redirect", "meta", "sort")
SELECT g."id", v."path", v."name", v."redirect", jsonb_build_object('title', v."title", 'icon', v."icon"), v."sort"
FROM "menu" g
CROSS JOIN (VALUES
  ('userManagement', 'SystemUserManagement', '/setting/userManagement', '账号管理', 'user-line', 0, 'UserManagement'),
  ('roleManagement', 'SystemRoleManagement', '/setting/roleManagement', '角色管理', 'admin-line', 1, 'RoleManagement'),
  ('departmentManagement', 'SystemDepartmentManagement', '/setting/departmentManagement', '部门管理', 'group-line', 2, 'DepartmentManagement'),
  ('menuManagement', 'SystemMenuManagement', '/setting/menuManagement', '菜单管理', 'menu-2-line', 3, 'MenuManagement'),
  ('systemLog', 'SystemSystemLog', '/setting/systemLog', '系统日志', 'file-shield-2-line', 4, 'SystemLog'),
  ('noticeManagement', 'SystemNoticeManagement', '/noticeManagement', '通知发布', 'megaphone-line', 5, 'NoticeManagement'),
  ('commonFileManagement', 'SystemCommonFileManagement', '/commonFileManagement', '公共资源管理', 'folder-line', 6, 'CommonFileManagement'),
  ('policySetting', 'SystemPolicySetting', '/policySetting', '政策参数', 'equalizer-line', 7, 'PolicySetting')
) AS v("path", "name", "redirect", "title", "icon", "sort", "target")
WHERE g."name" = 'SystemManage' AND g."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" c WHERE c."parent_id" = g."id")
  AND EXISTS (SELECT 1 FROM "menu" t WHERE t."name" = v."target" AND NOT t."deleted");
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "component", "redirect", "meta", "sort")
SELECT NULL, '/templateDemos', 'TemplateDemos', 'Layout', '/templateDemos/dashboard',
  '{"title":"模板示例","icon":"apps-2-line","roles":{"role":["admin"],"mode":"oneOf"}}', max("sort") + 1
FROM "menu" WHERE "parent_id" IS NULL
  AND EXISTS (SELECT 1 FROM "menu" WHERE "parent_id" IS NULL AND "path" = '/vab' AND "name" = 'Vab' AND NOT "deleted")
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'TemplateDemos')
HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "redirect", "meta", "sort")
SELECT g."id", v."path", 'TemplateDemos' || v."target", '/' || v."path", jsonb_build_object('title', v."title", 'icon', v."icon"), v."sort"
FROM "menu" g
CROSS JOIN (VALUES
  ('dashboard', '看板', 'dashboard-line', 0, 'Dashboard'),
  ('vab', '组件', 'code-box-line', 1, 'Vab'),
  ('other', '其他', 'archive-line', 2, 'Other'),
  ('mall', '商城', 'shopping-cart-line', 3, 'Mall'),
  ('noColumn', '无分栏', 'delete-column', 4, 'NoColumn'),
  ('error', '错误页', 'error-warning-line', 5, 'Error')
) AS v("path", "title", "icon", "sort", "target")
WHERE g."name" = 'TemplateDemos' AND g."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" c WHERE c."parent_id" = g."id")
  AND EXISTS (SELECT 1 FROM "menu" t WHERE t."name" = v."target" AND NOT t."deleted");
