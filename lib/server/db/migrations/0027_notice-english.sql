ALTER TABLE "notice" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "content_en" text;