-- The pages opened from another page (not from the menu) light the menu entry they are opened from, for a database seeded
-- before data/routes/business.ts named it: the review history (数据审核), a post change sheet (岗位聘用变动审核表), a
-- unit's audit progress (上报单位审核进度) and a unit's post setting history (岗位设置历史). A meta an admin edited keeps
-- its active menu.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{activeMenu}', '"/check/list/companyCheck"')
WHERE "name" = 'CheckResultList' AND "component" = 'check/resultList' AND NOT ("meta" ? 'activeMenu');
--> statement-breakpoint
UPDATE "menu" SET "meta" = jsonb_set("meta", '{activeMenu}', '"/report/reportMainTongji/jobsetemploycheckreport1/reportshow"')
WHERE "name" = 'ReportMainTongji' AND "component" = 'report/reportMainTongji' AND NOT ("meta" ? 'activeMenu');
--> statement-breakpoint
UPDATE "menu" SET "meta" = jsonb_set("meta", '{activeMenu}', '"/report/reportScheduleSearch"')
WHERE "name" = 'ScheduleView' AND "component" = 'report/scheduleView' AND NOT ("meta" ? 'activeMenu');
--> statement-breakpoint
UPDATE "menu" SET "meta" = jsonb_set("meta", '{activeMenu}', '"/jobplanrecord/reportHis/11/reporthis"')
WHERE "name" = 'JobPlanReportHis' AND "component" = 'jobplanrecord/reportHis' AND NOT ("meta" ? 'activeMenu');
