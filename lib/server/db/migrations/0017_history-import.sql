CREATE TABLE "import_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"row_counts" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_assessment" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "person_estab_history" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "person_post_history" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "person_reward_punish" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_assessment" ADD CONSTRAINT "person_assessment_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_estab_history" ADD CONSTRAINT "person_estab_history_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_post_history" ADD CONSTRAINT "person_post_history_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_reward_punish" ADD CONSTRAINT "person_reward_punish_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_import_batch_id_import_batch_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- 数据导入, the page of the unit registry and historical records imports (admin, and rsj for its region), after 政策参数
-- and linked last from 系统管理, for a database seeded before it (data/routes/business.ts gives a new database the same).
UPDATE "menu" SET "sort" = "sort" + 1
WHERE "parent_id" = (SELECT r."id" FROM "menu" r WHERE r."parent_id" IS NULL AND r."path" = '/' AND r."name" = 'Root' AND NOT r."deleted" LIMIT 1)
  AND "sort" > (SELECT p."sort" FROM "menu" p WHERE p."name" = 'PolicySetting' AND NOT p."deleted" LIMIT 1)
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'DataImport');
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "component", "meta", "sort")
SELECT r."id", 'dataImport', 'DataImport', 'setting/dataImport',
  '{"title":"数据导入","icon":"import-line","roles":{"role":["admin","rsj"],"mode":"oneOf"}}',
  coalesce((SELECT p."sort" + 1 FROM "menu" p WHERE p."parent_id" = r."id" AND p."name" = 'PolicySetting' AND NOT p."deleted"),
    (SELECT coalesce(max(c."sort"), -1) + 1 FROM "menu" c WHERE c."parent_id" = r."id"))
FROM "menu" r WHERE r."parent_id" IS NULL AND r."path" = '/' AND r."name" = 'Root' AND NOT r."deleted"
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'DataImport');
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "redirect", "meta", "sort")
SELECT g."id", 'dataImport', 'SystemDataImport', '/dataImport', '{"title":"数据导入","icon":"import-line"}',
  (SELECT coalesce(max(c."sort"), -1) + 1 FROM "menu" c WHERE c."parent_id" = g."id")
FROM "menu" g WHERE g."parent_id" IS NULL AND g."name" = 'SystemManage' AND NOT g."deleted"
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'SystemDataImport')
  AND EXISTS (SELECT 1 FROM "menu" t WHERE t."name" = 'DataImport' AND NOT t."deleted");
