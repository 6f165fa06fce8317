CREATE TABLE "campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_type" varchar(30) NOT NULL,
	"year" integer NOT NULL,
	"deadline" date NOT NULL,
	"region_code" varchar(6),
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_filing_type_filing_type_config_type_fk" FOREIGN KEY ("filing_type") REFERENCES "public"."filing_type_config"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_year_idx" ON "campaign" USING btree ("year","filing_type");--> statement-breakpoint
-- One round of a type and year per region (NULL: every region), so that two saves at once cannot both add it.
CREATE UNIQUE INDEX "campaign_round_uq" ON "campaign" ("filing_type","year","region_code") NULLS NOT DISTINCT WHERE NOT "deleted";--> statement-breakpoint
-- 上报任务, the page of the yearly filing rounds (admin, and rsj for its region), after 数据导入 and linked last from 系统管理,
-- for a database seeded before it (data/routes/business.ts gives a new database the same).
UPDATE "menu" SET "sort" = "sort" + 1
WHERE "parent_id" = (SELECT r."id" FROM "menu" r WHERE r."parent_id" IS NULL AND r."path" = '/' AND r."name" = 'Root' AND NOT r."deleted" LIMIT 1)
  AND "sort" > (SELECT p."sort" FROM "menu" p WHERE p."name" = 'DataImport' AND NOT p."deleted" LIMIT 1)
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'Campaign');
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "component", "meta", "sort")
SELECT r."id", 'campaign', 'Campaign', 'setting/campaign',
  '{"title":"上报任务","icon":"calendar-schedule-line","roles":{"role":["admin","rsj"],"mode":"oneOf"}}',
  coalesce((SELECT p."sort" + 1 FROM "menu" p WHERE p."parent_id" = r."id" AND p."name" = 'DataImport' AND NOT p."deleted"),
    (SELECT coalesce(max(c."sort"), -1) + 1 FROM "menu" c WHERE c."parent_id" = r."id"))
FROM "menu" r WHERE r."parent_id" IS NULL AND r."path" = '/' AND r."name" = 'Root' AND NOT r."deleted"
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'Campaign');
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "path", "name", "redirect", "meta", "sort")
SELECT g."id", 'campaign', 'SystemCampaign', '/campaign', '{"title":"上报任务","icon":"calendar-schedule-line"}',
  (SELECT coalesce(max(c."sort"), -1) + 1 FROM "menu" c WHERE c."parent_id" = g."id")
FROM "menu" g WHERE g."parent_id" IS NULL AND g."name" = 'SystemManage' AND NOT g."deleted"
  AND NOT EXISTS (SELECT 1 FROM "menu" WHERE "name" = 'SystemCampaign')
  AND EXISTS (SELECT 1 FROM "menu" t WHERE t."name" = 'Campaign' AND NOT t."deleted");
