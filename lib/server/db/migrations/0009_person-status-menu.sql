-- 人员状态变动 gets a page of its own under 岗位管理, beside 减员 (a database seeded before it has no such menu entry).
INSERT INTO "menu" ("parent_id", "path", "name", "component", "meta", "sort")
SELECT "parent_id", 'personStatus', 'PersonStatus', 'jobmanage/personStatus', '{"title":"人员状态变动","icon":"user-settings-line","roles":{"role":["jc"],"mode":"oneOf"}}', "sort"
FROM "menu" WHERE "path" = 'decrease' AND "component" = 'jobmanage/decrease' AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "path" = 'personStatus');
