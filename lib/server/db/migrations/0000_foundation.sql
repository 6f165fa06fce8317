CREATE TABLE "menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" varchar(200) NOT NULL,
	"name" varchar(100),
	"component" varchar(100),
	"redirect" varchar(200),
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_read" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) DEFAULT 'notice' NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"audience" varchar(10) DEFAULT 'all' NOT NULL,
	"region_code" varchar(6),
	"unit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publisher_id" integer,
	"publisher_name" varchar(100) NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"level" varchar(10) NOT NULL,
	"parent_code" varchar(6)
);
--> statement-breakpoint
CREATE TABLE "revoked_session" (
	"sid" varchar(36) PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_zh" varchar(50) NOT NULL,
	"name_en" varchar(50) NOT NULL,
	"abilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "role_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "secret" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"account" varchar(50) NOT NULL,
	"unit_id" integer,
	"ip" varchar(64) NOT NULL,
	"type" varchar(20) NOT NULL,
	"action" varchar(100) NOT NULL,
	"result" varchar(10) NOT NULL,
	"code" smallint NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_name" varchar(100) NOT NULL,
	"short_name" varchar(30),
	"uscc" varchar(18) NOT NULL,
	"unit_category" varchar(20) NOT NULL,
	"inst_class" varchar(20),
	"is_competent_dept" boolean DEFAULT false NOT NULL,
	"competent_dept_id" integer,
	"unit_tier" varchar(20) NOT NULL,
	"unit_rank" varchar(20) DEFAULT 'NONE' NOT NULL,
	"affiliation" varchar(2) NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"funding_form" varchar(10) NOT NULL,
	"main_post_type" varchar(10),
	"estab_doc_no" varchar(100) NOT NULL,
	"estab_doc_date" date NOT NULL,
	"legal_rep" varchar(30),
	"contact_name" varchar(30) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"address" varchar(200),
	"postcode" varchar(6),
	"company_type" varchar(10) DEFAULT '区直' NOT NULL,
	"unit_status" varchar(10) DEFAULT 'NORMAL' NOT NULL,
	"record_status" varchar(10) DEFAULT 'FILED' NOT NULL,
	"is_pay" boolean DEFAULT true NOT NULL,
	"pay_time" date,
	"expire_time" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"unit_id" integer,
	"region_code" varchar(6),
	"real_name" varchar(30) DEFAULT '' NOT NULL,
	"mobile" varchar(11),
	"avatar" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_sub_account" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_parent_id_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_read" ADD CONSTRAINT "notice_read_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_read" ADD CONSTRAINT "notice_read_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_publisher_id_user_account_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."user_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_competent_dept_id_unit_id_fk" FOREIGN KEY ("competent_dept_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_region_code_region_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."region"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_region_code_region_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."region"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_parent_idx" ON "menu" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_read_uq" ON "notice_read" USING btree ("notice_id","user_id");--> statement-breakpoint
CREATE INDEX "system_log_login_idx" ON "system_log" USING btree ("type","account","ip","at");--> statement-breakpoint
CREATE INDEX "system_log_at_idx" ON "system_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_uscc_uq" ON "unit" USING btree ("uscc");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_region_name_uq" ON "unit" USING btree ("region_code","unit_name");--> statement-breakpoint
CREATE INDEX "unit_competent_idx" ON "unit" USING btree ("competent_dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_username_uq" ON "user_account" USING btree (lower("username"));