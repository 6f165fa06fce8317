-- The secondments that ended before 0026 get their last day on both units' rows: the day their period 借调出 ended,
-- which the filing that made the secondment started (a 借调结束, a 借调转调, a reduction or a departure closed it).
UPDATE "person_exchange" AS x SET "end_date" = greatest(x."effective_date", h."end_date")
FROM "person_status_history" AS h
WHERE x."exchange_mode" = 'SECONDMENT' AND x."end_date" IS NULL
  AND h."person_id" = x."person_id" AND h."source_filing_id" = x."source_filing_id"
  AND h."to_status" = 'SECONDED_OUT' AND h."end_date" IS NOT NULL;
