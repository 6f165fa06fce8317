INSERT INTO "filing_type_config" ("type", "code", "name_zh", "name_en", "route", "required_attachments", "lock_persons", "consumes_quota", "is_approval")
VALUES ('PERSON_STATUS', 'RYZT', '人员状态变动', 'Person status change', 'ZG_ONLY', '[]'::jsonb, true, false, false)
ON CONFLICT DO NOTHING;
