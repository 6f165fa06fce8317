-- The automatic reminders (催办) of campaigns: at most one of each kind per campaign and unit, with the message that carried it.
CREATE TABLE "campaign_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"notice_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_reminder" ADD CONSTRAINT "campaign_reminder_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reminder" ADD CONSTRAINT "campaign_reminder_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reminder" ADD CONSTRAINT "campaign_reminder_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_reminder_uq" ON "campaign_reminder" USING btree ("campaign_id","unit_id","kind");