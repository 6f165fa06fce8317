CREATE TABLE "attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_id" integer,
	"person_id" integer,
	"unit_id" integer,
	"category" varchar(40) NOT NULL,
	"name" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"mime" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_path" varchar(300) NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_item" (
	"list" varchar(40) NOT NULL,
	"code" varchar(30) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"group_code" varchar(30),
	"selectable" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_item_list_code_pk" PRIMARY KEY("list","code")
);
--> statement-breakpoint
CREATE TABLE "filing_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"person_id" integer,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filing_sequence" (
	"code" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "filing_sequence_code_year_pk" PRIMARY KEY("code","year")
);
--> statement-breakpoint
CREATE TABLE "filing_snapshot" (
	"filing_id" integer NOT NULL,
	"snapshot_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filing_snapshot_filing_id_snapshot_version_pk" PRIMARY KEY("filing_id","snapshot_version")
);
--> statement-breakpoint
CREATE TABLE "filing_type_config" (
	"type" varchar(30) PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"name_zh" varchar(50) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"route" varchar(10) NOT NULL,
	"required_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lock_persons" boolean DEFAULT false NOT NULL,
	"consumes_quota" boolean DEFAULT false NOT NULL,
	"is_approval" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "filing_type_config_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "filing" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_no" varchar(30),
	"filing_type" varchar(30) NOT NULL,
	"sub_type" varchar(20),
	"unit_id" integer NOT NULL,
	"competent_dept_id" integer,
	"region_code" varchar(6) NOT NULL,
	"title" varchar(100) NOT NULL,
	"year" integer,
	"route" varchar(10) NOT NULL,
	"status" varchar(15) NOT NULL,
	"current_node" varchar(4) NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"first_submitted_at" timestamp with time zone,
	"last_submitted_at" timestamp with time zone,
	"submitted_by" integer,
	"zg_acted_since_submit" boolean DEFAULT false NOT NULL,
	"zg_reviewer_id" integer,
	"zg_reviewed_at" timestamp with time zone,
	"zg_opinion" text,
	"rsj_reviewer_id" integer,
	"rsj_reviewed_at" timestamp with time zone,
	"rsj_opinion" text,
	"approval_doc_no" varchar(50),
	"closed_at" timestamp with time zone,
	"contact_name" varchar(30) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"remark" text,
	"corrects_filing_id" integer,
	"snapshot_version" integer DEFAULT 0 NOT NULL,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ack_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effect_applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_assessment" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer NOT NULL,
	"kind" varchar(10) DEFAULT 'ANNUAL' NOT NULL,
	"result" varchar(2) NOT NULL,
	"comment" text,
	"absent_reason" text
);
--> statement-breakpoint
CREATE TABLE "person_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(12) NOT NULL,
	"education" varchar(2) NOT NULL,
	"degree" varchar(10),
	"school" varchar(100) NOT NULL,
	"major" varchar(100),
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "person_estab_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_estab_status" varchar(3),
	"from_estab_type" varchar(15),
	"to_estab_status" varchar(3) NOT NULL,
	"to_estab_type" varchar(15),
	"effective_date" date NOT NULL,
	"basis_doc" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "person_exchange" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"direction" varchar(3) NOT NULL,
	"exchange_mode" varchar(20) NOT NULL,
	"counterpart_unit_id" integer,
	"counterpart_unit_name" varchar(100),
	"reason" varchar(20),
	"effective_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_post_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"post_category" varchar(10) NOT NULL,
	"post_level" varchar(3) NOT NULL,
	"change_kind" varchar(20) NOT NULL,
	"appoint_start" date NOT NULL,
	"appoint_end" date,
	"doc_no" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "person_resume" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"organisation" varchar(100) NOT NULL,
	"position" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "person_reward_punish" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rp_kind" varchar(10) NOT NULL,
	"rp_type" varchar(20) NOT NULL,
	"rp_name" varchar(100) NOT NULL,
	"reason" text,
	"decision_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"approve_org" varchar(100),
	"doc_no" varchar(100),
	"punish_months" integer,
	"punish_end_date" date
);
--> statement-breakpoint
CREATE TABLE "person_title_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"unit_id" integer,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prof_title" varchar(50) NOT NULL,
	"title_level" varchar(15) NOT NULL,
	"title_series" varchar(30),
	"title_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"former_name" varchar(30),
	"id_type" varchar(2) DEFAULT '01' NOT NULL,
	"id_number" varchar(18) NOT NULL,
	"gender" varchar(1) NOT NULL,
	"birth_date" date NOT NULL,
	"ethnicity" varchar(2) NOT NULL,
	"native_place" varchar(6),
	"birth_place" varchar(6),
	"political_status" varchar(2) NOT NULL,
	"party_join_date" date,
	"marital_status" varchar(2),
	"mobile" varchar(11),
	"education" varchar(2) NOT NULL,
	"degree" varchar(10),
	"graduate_school" varchar(100) NOT NULL,
	"major" varchar(100) NOT NULL,
	"graduation_date" date,
	"work_start_date" date NOT NULL,
	"unit_entry_date" date NOT NULL,
	"entry_method" varchar(20) NOT NULL,
	"dept_name" varchar(50),
	"estab_status" varchar(3) NOT NULL,
	"estab_type" varchar(15),
	"out_employ_form" varchar(10),
	"post_category" varchar(10),
	"post_level" varchar(3),
	"post_name" varchar(50),
	"appoint_date" date,
	"dual_post" boolean DEFAULT false NOT NULL,
	"second_post_category" varchar(10),
	"second_post_level" varchar(3),
	"admin_duty" varchar(50),
	"civil_rank" varchar(20),
	"prof_title" varchar(50),
	"title_level" varchar(15),
	"title_series" varchar(30),
	"title_date" date,
	"worker_skill" varchar(20),
	"contract_type" varchar(10),
	"contract_start" date,
	"contract_end" date,
	"probation_end" date,
	"person_status" varchar(20) NOT NULL,
	"reduce_type" varchar(20),
	"reduce_date" date,
	"reduce_filing_id" integer,
	"record_status" varchar(10) NOT NULL,
	"lock_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"node" varchar(4) NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_status" varchar(15),
	"to_status" varchar(15),
	"opinion" text,
	"actor_id" integer,
	"actor_name" varchar(50) NOT NULL,
	"actor_role" varchar(10) NOT NULL,
	"actor_unit_id" integer,
	"actor_unit_name" varchar(100),
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"snapshot_version" integer,
	"ack_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_issues" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_estab" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"approved_total" integer NOT NULL,
	"quota_admin" integer DEFAULT 0 NOT NULL,
	"quota_inst" integer DEFAULT 0 NOT NULL,
	"quota_ref_civil" integer DEFAULT 0 NOT NULL,
	"quota_organ_worker" integer DEFAULT 0 NOT NULL,
	"inst_quota_manage" integer,
	"inst_quota_tech" integer,
	"inst_quota_worker" integer,
	"leader_full" integer DEFAULT 0 NOT NULL,
	"leader_deputy" integer DEFAULT 0 NOT NULL,
	"internal_org_count" integer DEFAULT 0 NOT NULL,
	"doc_no" varchar(100) NOT NULL,
	"doc_date" date NOT NULL,
	"effective_from" date NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"source" varchar(20) NOT NULL,
	"source_filing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_post_plan_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"post_category" varchar(10) NOT NULL,
	"post_level" varchar(3) NOT NULL,
	"approved_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_post_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"plan_version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"source_filing_id" integer,
	"post_total" integer NOT NULL,
	"manage_posts" integer NOT NULL,
	"tech_posts" integer NOT NULL,
	"worker_posts" integer NOT NULL,
	"dual_post_count" integer DEFAULT 0 NOT NULL,
	"max_manage_level" varchar(3),
	"max_tech_level" varchar(3),
	"max_worker_level" varchar(3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_filing_id_filing_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_uploaded_by_user_account_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_line" ADD CONSTRAINT "filing_line_filing_id_filing_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_line" ADD CONSTRAINT "filing_line_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_snapshot" ADD CONSTRAINT "filing_snapshot_filing_id_filing_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing" ADD CONSTRAINT "filing_filing_type_filing_type_config_type_fk" FOREIGN KEY ("filing_type") REFERENCES "public"."filing_type_config"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing" ADD CONSTRAINT "filing_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing" ADD CONSTRAINT "filing_competent_dept_id_unit_id_fk" FOREIGN KEY ("competent_dept_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing" ADD CONSTRAINT "filing_submitted_by_user_account_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_assessment" ADD CONSTRAINT "person_assessment_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_assessment" ADD CONSTRAINT "person_assessment_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_education" ADD CONSTRAINT "person_education_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_education" ADD CONSTRAINT "person_education_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_estab_history" ADD CONSTRAINT "person_estab_history_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_estab_history" ADD CONSTRAINT "person_estab_history_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_exchange" ADD CONSTRAINT "person_exchange_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_exchange" ADD CONSTRAINT "person_exchange_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_post_history" ADD CONSTRAINT "person_post_history_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_post_history" ADD CONSTRAINT "person_post_history_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_resume" ADD CONSTRAINT "person_resume_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_resume" ADD CONSTRAINT "person_resume_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_reward_punish" ADD CONSTRAINT "person_reward_punish_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_reward_punish" ADD CONSTRAINT "person_reward_punish_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_title_history" ADD CONSTRAINT "person_title_history_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_title_history" ADD CONSTRAINT "person_title_history_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_record" ADD CONSTRAINT "review_record_filing_id_filing_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_estab" ADD CONSTRAINT "unit_estab_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_post_plan_line" ADD CONSTRAINT "unit_post_plan_line_plan_id_unit_post_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."unit_post_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_post_plan" ADD CONSTRAINT "unit_post_plan_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_filing_idx" ON "attachment" USING btree ("filing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filing_line_uq" ON "filing_line" USING btree ("filing_id","line_no");--> statement-breakpoint
CREATE INDEX "filing_line_person_idx" ON "filing_line" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filing_no_uq" ON "filing" USING btree ("filing_no");--> statement-breakpoint
CREATE INDEX "filing_unit_idx" ON "filing" USING btree ("unit_id","status");--> statement-breakpoint
CREATE INDEX "filing_queue_idx" ON "filing" USING btree ("status","competent_dept_id","region_code");--> statement-breakpoint
CREATE UNIQUE INDEX "person_assessment_uq" ON "person_assessment" USING btree ("person_id","year","kind");--> statement-breakpoint
CREATE INDEX "person_education_idx" ON "person_education" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_estab_history_idx" ON "person_estab_history" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_exchange_idx" ON "person_exchange" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_post_history_idx" ON "person_post_history" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_resume_idx" ON "person_resume" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_reward_punish_idx" ON "person_reward_punish" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_title_history_idx" ON "person_title_history" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_id_number_uq" ON "person" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "person_unit_idx" ON "person" USING btree ("unit_id","person_status");--> statement-breakpoint
CREATE INDEX "person_name_idx" ON "person" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "review_record_seq_uq" ON "review_record" USING btree ("filing_id","seq");--> statement-breakpoint
CREATE INDEX "unit_estab_unit_idx" ON "unit_estab" USING btree ("unit_id","is_current");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_post_plan_line_uq" ON "unit_post_plan_line" USING btree ("plan_id","post_level");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_post_plan_version_uq" ON "unit_post_plan" USING btree ("unit_id","plan_version");