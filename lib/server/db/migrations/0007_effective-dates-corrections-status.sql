CREATE TABLE "person_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "filing_line" ADD COLUMN "effect_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "filing" ADD COLUMN "effective_on" date;--> statement-breakpoint
ALTER TABLE "filing" ADD COLUMN "corrected_by_id" integer;--> statement-breakpoint
ALTER TABLE "person_status_history" ADD CONSTRAINT "person_status_history_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_status_history" ADD CONSTRAINT "person_status_history_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_status_history_idx" ON "person_status_history" USING btree ("person_id");