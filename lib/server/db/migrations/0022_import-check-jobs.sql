-- An import job may be the check of a file only (its report, nothing written), followed as the import is.
ALTER TABLE "import_job" ADD COLUMN "dry_run" boolean DEFAULT false NOT NULL;