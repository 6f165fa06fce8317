-- The post setting filings' history (历史查询, opened from 岗位设置审批备案表 and from 岗位设置历史) lights 岗位设置历史, the
-- entry of every role's menu it belongs with, for a database seeded before data/routes/business.ts named it. A meta an
-- admin edited keeps its active menu.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{activeMenu}', '"/jobplanrecord/reportHis/11/reporthis"')
WHERE "name" = 'JobPlanListPage' AND "component" = 'jobplanrecord/listPage' AND NOT ("meta" ? 'activeMenu');
