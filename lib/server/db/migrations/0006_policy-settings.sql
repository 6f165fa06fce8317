CREATE TABLE "policy_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"value" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"basis" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "retire_base_override" integer;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "retire_override_basis" text;--> statement-breakpoint
ALTER TABLE "policy_setting" ADD CONSTRAINT "policy_setting_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_setting_key_idx" ON "policy_setting" USING btree ("key","valid_from");--> statement-breakpoint
INSERT INTO "policy_setting" ("key", "value", "valid_from", "basis") VALUES
('assessment.excellentCap', '{"percent":20,"upliftPercent":5,"wellRatedUnitIds":[],"population":"GRADED"}', '2000-01-01', '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：优秀档次人数一般不超过参加年度考核人数的20%，考核结果好的单位可适当上浮'),
('post.ratioTargets', '{"MANAGE":{"mainShareMin":null,"tolerance":10,"techBands":[1,3,6],"fullSenior":[1,3,6],"associateSenior":[2,4,4],"intermediate":[3,4,3],"junior":[5,5],"workerTop3":25,"workerTop2":5},"TECH":{"mainShareMin":70,"tolerance":10,"techBands":[1,3,6],"fullSenior":[1,3,6],"associateSenior":[2,4,4],"intermediate":[3,4,3],"junior":[5,5],"workerTop3":25,"workerTop2":5},"WORKER":{"mainShareMin":null,"tolerance":10,"techBands":[1,3,6],"fullSenior":[1,3,6],"associateSenior":[2,4,4],"intermediate":[3,4,3],"junior":[5,5],"workerTop3":25,"workerTop2":5}}', '2000-01-01', '《事业单位岗位设置管理试行办法》（国人部发〔2006〕70号）及《实施意见》（国人部发〔2006〕87号）'),
('recruit.publicityDays', '7', '2000-01-01', '《事业单位公开招聘人员暂行规定》（人事部令第6号，2005）：拟聘人员公示期一般为7日'),
('retire.baseAgeRules', '[{"gender":"2","postCategory":"WORKER","minPostLevel":null,"minTitleLevel":null,"baseAge":50},{"gender":"2","postCategory":null,"minPostLevel":null,"minTitleLevel":null,"baseAge":55},{"gender":"1","postCategory":null,"minPostLevel":null,"minTitleLevel":null,"baseAge":60}]', '2000-01-01', '全国人大常委会《关于实施渐进式延迟法定退休年龄的决定》（2024）；县处级女干部、高级职称女专技人员60周岁退休见中组部、人社部有关通知（2015），启用时按本地执行口径添加规则');
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "component", "meta", "sort")
SELECT "id", 'policySetting', 'PolicySetting', 'setting/policySetting', '{"title":"政策参数","icon":"equalizer-line","roles":{"role":["admin","rsj"],"mode":"oneOf"}}', 4
FROM "menu" WHERE "path" = '/' AND "parent_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "path" = 'policySetting');
