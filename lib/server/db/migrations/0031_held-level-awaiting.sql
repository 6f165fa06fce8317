-- 岗位结构核对表 counts the recruits awaiting arrival as holding their post, as the post page and R-GW-06 do: its partial index
-- takes them in.
DROP INDEX "person_held_level_idx";--> statement-breakpoint
CREATE INDEX "person_held_level_idx" ON "person" USING btree ("unit_id","post_level","second_post_level") WHERE deleted = false and record_status = 'FILED' and person_status in ('ON_DUTY', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY', 'PENDING_ARRIVAL');