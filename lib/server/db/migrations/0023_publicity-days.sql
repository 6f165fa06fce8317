-- The publicity days of 人才引进, 竞聘/晋升 appointments and annual assessments with 优秀 (issue 13 §5), by filing type.
INSERT INTO "policy_setting" ("key", "value", "valid_from", "basis") VALUES
('publicity.days', '{"TALENT_INTRO":5,"POST_APPOINT":5,"ASSESSMENT_REPORT":5}', '2000-01-01', '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：考核结果为优秀的，公示不少于5个工作日；人才引进、竞聘上岗拟聘人选一般公示不少于5个工作日');
