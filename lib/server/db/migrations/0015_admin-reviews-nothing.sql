-- The admin reviews no filing (domain.md): the reviewers' queue, history and lists are not offered to it, registration
-- review is. For a database seeded before (data/routes/business.ts gives a new database the same); an entry an
-- administrator has changed is left alone.
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["zg","rsj","admin"],"mode":"oneOf"}')
WHERE "path" = '/check/list' AND "name" = 'Check' AND "meta"->'roles' = '{"role":["zg","rsj"],"mode":"oneOf"}';
--> statement-breakpoint
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["rsj","admin"],"mode":"oneOf"}')
WHERE "name" = 'RegistrationReview' AND "component" = 'setting/registrationReview' AND "meta"->'roles' = '{"role":["rsj"],"mode":"oneOf"}';
--> statement-breakpoint
UPDATE "menu" SET "meta" = jsonb_set("meta", '{roles}', '{"role":["zg","rsj"],"mode":"oneOf"}')
WHERE "name" IN ('CompanyCheck', 'CheckResultList') AND "component" IN ('check/companyCheck', 'check/resultList') AND "meta"->'roles' IS NULL;
