CREATE TABLE "import_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"phase" varchar(10),
	"rows_total" integer NOT NULL,
	"rows_checked" integer DEFAULT 0 NOT NULL,
	"write_total" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"file_path" varchar(300),
	"report" jsonb,
	"message" text,
	"message_en" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_created_by_user_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_created_by_idx" ON "import_job" USING btree ("created_by","id");