// The data-scale bench's dataset, generated inside the database by SQL (generate_series), so the same statements
// fill PGlite and PostgreSQL and no row crosses the wire. Units hang under one bench competent authority in one
// bench county of 湖州 (330500, the demo bureau's city, so its scope covers them); persons spread evenly over the
// units, each with a distinct 18-character ID number (birth date from g mod 14000, sequence from g div 14000:
// unique below 140 million rows). Those past their statutory retirement date (2025 rule, as lib/domain/codes.ts)
// until two months ago have retired; one in forty left for another reason, spread over ten years; one in five holds a
// title (middle or deputy senior), obtained between entry and today.
export const REGION = '330598';
const CITY = '330500';
const COMPETENT_USCC = '11BENCH000000000ZG';
const BUREAU_USCC = '11BENCH00000000RSJ';
const CHUNK = 100_000;
/** The year of the annual assessment results and of the assessment campaign the progress view reads. */
export const ASSESSMENT_YEAR = new Date().getUTCFullYear() - 1;
/** The year of the recruitment plans and results. */
export const RECRUIT_YEAR = new Date().getUTCFullYear();

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华建国志红玉兰海燕春梅晓东文斌';
const BASE_UNITS = `unit where region_code = '${REGION}' and unit_tier = 'BASE'`;
const FIRST_UNIT = `(select min(id) as first_id from ${BASE_UNITS}) b`;

/** Statements that create `units` base units (each with a current establishment of 120 institution posts). */
export function unitStatements(units) {
  return [
    `insert into region (code, name, level, parent_code) values ('${CITY}', '湖州市', 'CITY', '330000') on conflict do nothing`,
    `insert into region (code, name, level, parent_code) values ('${REGION}', '压测县', 'COUNTY', '${CITY}') on conflict do nothing`,
    `insert into unit (unit_name, uscc, unit_category, is_competent_dept, unit_tier, affiliation, region_code, funding_form,
       estab_doc_no, estab_doc_date, contact_name, contact_phone)
     values ('压测主管部门', '${COMPETENT_USCC}', 'ADMIN_ORGAN', true, 'COMPETENT', '40', '${REGION}', 'FULL', '压测〔2026〕1号', '2020-01-01', '王丽', '0572-2398001')`,
    `insert into unit (unit_name, uscc, unit_category, inst_class, competent_dept_id, unit_tier, affiliation, region_code,
       funding_form, estab_doc_no, estab_doc_date, contact_name, contact_phone)
     select '压测事业单位' || g, '12BENCH' || lpad(g::text, 11, '0'), 'PUBLIC_INST', 'PUBLIC_WELFARE_1',
       (select id from unit where uscc = '${COMPETENT_USCC}'), 'BASE', '40', '${REGION}', 'FULL', '压测〔2026〕' || g || '号',
       '2020-01-01', '王丽', '0572-2398001'
     from generate_series(1, ${units}) g`,
    `insert into unit_estab (unit_id, approved_total, quota_inst, doc_no, doc_date, effective_from, is_current, source)
     select id, 120, 120, estab_doc_no, '2020-01-01', '2020-01-01', true, 'INIT' from ${BASE_UNITS}`,
  ];
}

/** The bench bureau's unit and its rsj account over the city (the account's password hash comes from the caller). */
export function bureauStatements(username, passwordHash) {
  return [
    `insert into unit (unit_name, uscc, unit_category, is_competent_dept, unit_tier, unit_rank, affiliation, region_code, funding_form,
       estab_doc_no, estab_doc_date, contact_name, contact_phone)
     values ('压测人力资源和社会保障局', '${BUREAU_USCC}', 'ADMIN_ORGAN', true, 'RSJ_REGION', 'DIV_FULL', '40', '${CITY}', 'FULL',
       '压测〔2026〕2号', '2020-01-01', '沈建国', '0572-2398002')`,
    `insert into user_account (username, password_hash, role_id, unit_id, region_code, real_name)
     select '${username}', '${passwordHash}', (select id from role where code = 'rsj'), (select id from unit where uscc = '${BUREAU_USCC}'),
       '${CITY}', '压测人社局'`,
  ];
}

/** The statutory retirement date of a birth date under a band's base age and first delayed birth year (2025 rule). */
const retireDate = (birth, years, startYear) => `${birth} + make_interval(years => ${years}, months => case when ${birth} < date '${startYear}-01-01' then 0
  else least(36, ((extract(year from ${birth})::int - ${startYear}) * 12 + extract(month from ${birth})::int - 1) / 4 + 1) end)`;
const LEFT_FOR = ['RESIGN', 'TRANSFER_OUT', 'CONTRACT_END', 'CIVIL_EXAM', 'DISMISS', 'DEATH'];
const ENTRY = ['TALENT_INTRO', 'TRANSFER_IN', 'TRANSFER_IN', 'MILITARY', 'POLICY_PLACEMENT', 'INTERNAL'];
/**
 * 0..65535 from a row number, by Knuth's multiplicative hash: attributes drawn from it vary within a unit, where
 * `g % k` gives every person of a unit the same value whenever k divides the number of units.
 */
const hash = (n) => `((${n})::bigint * 2654435761 % 4294967296 / 65536)::int`;
const pick = (list, expr) => `(array[${list.map((c) => `'${c}'`).join(',')}])[1 + (${expr}) % ${list.length}]`;

/** Statements that add `persons` persons over the bench units, in chunks of 100,000 rows. */
export function personStatements(persons, units) {
  const out = [];
  for (let from = 1; from <= persons; from += CHUNK) {
    const to = Math.min(persons, from + CHUNK - 1);
    out.push(`insert into person (unit_id, name, id_number, gender, birth_date, ethnicity, political_status, education,
        graduate_school, major, work_start_date, unit_entry_date, entry_method, estab_status, estab_type, post_category, post_level,
        prof_title, title_level, title_date, person_status, reduce_type, reduce_date, record_status)
      select b.first_id + (g % ${units}),
        substr('${SURNAMES}', 1 + g % ${SURNAMES.length}, 1) || substr('${GIVEN}', 1 + (g / 7) % ${GIVEN.length}, 1)
          || case when g % 3 = 0 then '' else substr('${GIVEN}', 1 + (g / 13) % ${GIVEN.length}, 1) end,
        '${REGION}' || to_char(d.birth, 'YYYYMMDD') || lpad((g / 14000)::text, 4, '0'),
        (1 + x.h % 2)::text, d.birth, '01', case when g % 3 = 0 then '01' else '13' end, '21',
        '浙江大学', '汉语言文学', date '1985-07-01' + (g % 12000), t.entry,
        case when (x.h / 3) % 20 < ${ENTRY.length} then ${pick(ENTRY, '(x.h / 3) % 20')} else 'OPEN_RECRUIT' end, 'IN', 'INST',
        'TECH', 'T' || lpad((1 + x.h % 13)::text, 2, '0'),
        case when t.titled then case when x.h % 3 = 0 then '高级教师' else '一级教师' end end,
        case when t.titled then case when x.h % 3 = 0 then 'SENIOR_DEP' else 'MIDDLE' end end,
        case when t.titled then t.entry + (x.h * 13) % (current_date - t.entry + 1) end,
        case when r.retire < current_date - 60 or (x.h / 2) % 40 = 7 then 'REDUCED' when (x.h / 2) % 50 = 0 then 'LONG_SICK' else 'ON_DUTY' end,
        case when r.retire < current_date - 60 then 'RETIRE' when (x.h / 2) % 40 = 7 then ${pick(LEFT_FOR, 'x.h / 80')} end,
        case when r.retire < current_date - 60 then r.retire when (x.h / 2) % 40 = 7 then current_date - 60 - (x.h / 80 * 53) % 3650 end,
        'FILED'
      from generate_series(${from}, ${to}) g
        cross join lateral (select ${hash('g')} as h) x
        cross join lateral (select date '1962-01-01' + (g % 14000) as birth) d
        cross join lateral (select (case when x.h % 2 = 0 then ${retireDate('d.birth', 60, 1965)} else ${retireDate('d.birth', 55, 1970)} end)::date as retire) r
        cross join lateral (select date '2000-07-01' + (g * 7 % 9600) as entry, (x.h / 7) % 5 = 0 as titled) t,
        ${FIRST_UNIT}`);
  }
  return out;
}

/**
 * The statistics' material, in chunks of 1,000 units: the annual assessment results of ASSESSMENT_YEAR for those in
 * the unit that year (one in twenty not yet recorded; the excellent share between 14 and 22 % by unit, so some units
 * exceed the cap), a reward for one person in ten and a sanction for one in a hundred, dated over eight years.
 */
export function statisticsStatements(units) {
  const out = [];
  const y = ASSESSMENT_YEAR;
  for (let from = 0; from < units; from += 1000) {
    const inChunk = `p.unit_id between b.first_id + ${from} and b.first_id + ${Math.min(units, from + 1000) - 1}`;
    out.push(`insert into person_assessment (person_id, unit_id, year, kind, result)
      select p.id, p.unit_id, ${y}, 'ANNUAL', case when x.h % 100 < 14 + p.unit_id % 9 then '1' when x.h % 100 < 95 then '2'
        when x.h % 100 < 97 then '3' when x.h % 100 < 98 then '4' else '9' end
      from person p cross join lateral (select ${hash('p.id')} as h) x, ${FIRST_UNIT}
      where ${inChunk} and x.h % 20 <> 0 and p.unit_entry_date <= date '${y}-10-01' and (p.reduce_date is null or p.reduce_date > date '${y}-12-31')`);
    out.push(`insert into person_reward_punish (person_id, unit_id, rp_kind, rp_type, rp_name, decision_date, effective_date, approve_org, doc_no,
        punish_months, punish_end_date)
      select p.id, p.unit_id, k.kind, k.type, case when k.kind = 'REWARD' then '年度嘉奖' else '违反工作纪律' end, k.decided, k.decided, '压测主管部门',
        '压测〔' || extract(year from k.decided) || '〕' || p.id || '号', k.months,
        case when k.months is not null then (k.decided + make_interval(months => k.months))::date end
      from person p cross join lateral (select ${hash('p.id')} as h) x
        cross join lateral (select case when x.h % 100 = 41 then 'PUNISH' else 'REWARD' end as kind,
          case when x.h % 100 = 41 then ${pick(['WARNING', 'DEMERIT', 'DEMOTE', 'REMOVE'], 'x.h / 100')}
            else ${pick(['COMMEND', 'COMMEND', 'MERIT', 'MAJOR_MERIT', 'HONOR_TITLE'], 'x.h / 10')} end as type,
          current_date - (x.h * 37) % 2900 as decided) k0
        cross join lateral (select k0.*, case k0.type when 'WARNING' then 6 when 'DEMERIT' then 12 when 'DEMOTE' then 24 when 'REMOVE' then 24 end as months) k,
        ${FIRST_UNIT}
      where ${inChunk} and (x.h % 10 = 3 or x.h % 100 = 41)`);
  }
  return out;
}

/**
 * The persons' dated history, in chunks of 1,000 units, as the write paths leave it (the latest row agrees with the person's
 * current columns): a post appointment for one person in three (half of them promoted from the grade below, appointed on
 * entry), the titles of those with one (half of them with the lower title obtained on entry), an entry into the
 * establishment from outside it for one in twenty, and a move from another bench unit (one in five from outside the
 * system) on the day of entry for one in twenty. Dates fall between entry and today, so some follow a past statistics date.
 */
export function historyStatements(units) {
  const out = [];
  const person = `person p cross join lateral (select ${hash('p.id')} as h) x`;
  const since = (salt) => `p.unit_entry_date + (x.h * ${salt}) % (current_date - p.unit_entry_date + 1)`;
  for (let from = 0; from < units; from += 1000) {
    const inChunk = `p.unit_id between b.first_id + ${from} and b.first_id + ${Math.min(units, from + 1000) - 1}`;
    out.push(`insert into person_post_history (person_id, unit_id, post_category, post_level, change_kind, appoint_start)
      select p.id, p.unit_id, p.post_category, v.level, v.kind, v.start
      from ${person}
        cross join lateral (values (1, 'T' || lpad(least(13, substr(p.post_level, 2)::int + 1)::text, 2, '0'), 'INIT', p.unit_entry_date),
          (2, p.post_level, 'PROMOTE', ${since(29)})) v(n, level, kind, start), ${FIRST_UNIT}
      where ${inChunk} and (x.h / 11) % 3 = 0 and (v.n = 2 or (x.h / 33) % 2 = 0)
      order by p.id, v.n`);
    out.push(`insert into person_title_history (person_id, unit_id, prof_title, title_level, title_date)
      select p.id, p.unit_id, v.title, v.level, v.obtained
      from person p cross join lateral (select ${hash('p.id')} as h) x
        cross join lateral (values
          (1, case when p.title_level = 'SENIOR_DEP' then '一级教师' else '二级教师' end,
            case when p.title_level = 'SENIOR_DEP' then 'MIDDLE' else 'JUNIOR' end, p.unit_entry_date),
          (2, p.prof_title, p.title_level, p.title_date)) v(n, title, level, obtained), ${FIRST_UNIT}
      where ${inChunk} and p.title_level is not null and (v.n = 2 or ((x.h / 5) % 2 = 0 and p.title_date > p.unit_entry_date))
      order by p.id, v.n`);
    out.push(`insert into person_estab_history (person_id, unit_id, from_estab_status, from_estab_type, to_estab_status, to_estab_type,
        effective_date, basis_doc)
      select p.id, p.unit_id, 'OUT', null, p.estab_status, p.estab_type, ${since(31)}, '压测〔' || p.id || '〕入编'
      from ${person}, ${FIRST_UNIT}
      where ${inChunk} and (x.h / 17) % 20 = 1`);
    out.push(`insert into person_exchange (person_id, unit_id, direction, exchange_mode, counterpart_unit_id, counterpart_unit_name, effective_date)
      select p.id, v.unit_id, v.direction, 'TRANSFER', v.counterpart, case when v.counterpart is null then '外省单位' end, p.unit_entry_date
      from ${FIRST_UNIT}, ${person}
        cross join lateral (select case when x.h % 5 <> 0 then b.first_id + (p.unit_id - b.first_id + 1 + x.h % 97) % ${units} end as other) c
        cross join lateral (values (1, p.unit_id, 'IN', c.other), (2, c.other, 'OUT', p.unit_id)) v(n, unit_id, direction, counterpart)
      where ${inChunk} and (x.h / 19) % 20 = 2 and (v.n = 1 or c.other is not null)
      order by p.id, v.n`);
  }
  return out;
}

const filingColumns = `filing_no, filing_type, unit_id, competent_dept_id, region_code, title, year, route, status, current_node, submit_count,
  first_submitted_at, last_submitted_at, zg_reviewed_at, zg_opinion, rsj_reviewed_at, rsj_opinion, closed_at, contact_name, contact_phone,
  header, created_at`;
const NODE = `case s.status when 'PENDING_ZG' then 'ZG' when 'PENDING_RSJ' then 'RSJ' when 'APPROVED' then 'NONE' else 'JC' end`;

/**
 * Filings of the bench units: the ASSESSMENT_YEAR annual assessment report (one unit in ten has none; the others
 * approved, waiting for the authority, returned or in draft), the RECRUIT_YEAR recruitment plan of two units in three
 * (two posts, three places; most approved, some waiting) and a result of one approved plan in two, submitted a few
 * weeks to months ago.
 */
export function filingStatements() {
  const submitted = `now() - make_interval(days => 40 + u.id % 200)`;
  return [
    `insert into filing (${filingColumns})
      select 'KHSB-B-' || u.id, 'ASSESSMENT_REPORT', u.id, u.competent_dept_id, u.region_code, u.unit_name || '${ASSESSMENT_YEAR}年度考核上报',
        ${ASSESSMENT_YEAR}, 'ZG_ONLY', s.status, ${NODE}, case when s.status = 'DRAFT' then 0 else 1 + u.id % 3 end,
        case when s.status <> 'DRAFT' then ${submitted} end, case when s.status <> 'DRAFT' then ${submitted} + interval '1 day' end,
        case when s.status in ('APPROVED', 'RETURNED_ZG') then ${submitted} + interval '4 days' end,
        case s.status when 'APPROVED' then '同意' when 'RETURNED_ZG' then '请补充优秀等次人员事迹材料' end, null, null,
        case when s.status = 'APPROVED' then ${submitted} + interval '4 days' end, '王丽', '0572-2398001', '{}'::jsonb, ${submitted} - interval '5 days'
      from unit u cross join lateral (select case u.id % 10 when 7 then 'PENDING_ZG' when 8 then 'RETURNED_ZG' when 9 then 'DRAFT' else 'APPROVED' end as status) s
      where u.region_code = '${REGION}' and u.unit_tier = 'BASE' and u.id % 10 <> 0`,
    `insert into filing (${filingColumns})
      select 'ZPJH-B-' || u.id, 'RECRUIT_PLAN', u.id, u.competent_dept_id, u.region_code, u.unit_name || '${RECRUIT_YEAR}年公开招聘计划',
        ${RECRUIT_YEAR}, 'ZG_RSJ', s.status, ${NODE}, 1, ${submitted}, ${submitted},
        case when s.status <> 'PENDING_ZG' then ${submitted} + interval '2 days' end, case when s.status <> 'PENDING_ZG' then '同意，报人社局核准' end,
        case when s.status = 'APPROVED' then ${submitted} + interval '5 days' end, case when s.status = 'APPROVED' then '同意' end,
        case when s.status = 'APPROVED' then ${submitted} + interval '5 days' end, '王丽', '0572-2398001',
        '{"batch":"第一批","recruitMode":"UNIFIED_EXAM","examCategory":"EDUCATION","planTotal":3}'::jsonb, ${submitted} - interval '5 days'
      from unit u cross join lateral (select case u.id % 5 when 3 then 'PENDING_RSJ' when 4 then 'PENDING_ZG' else 'APPROVED' end as status) s
      where u.region_code = '${REGION}' and u.unit_tier = 'BASE' and u.id % 3 <> 0`,
    `insert into filing_line (filing_id, line_no, payload)
      select f.id, n, jsonb_build_object('postCode', 'P0' || n, 'postName', case n when 1 then '语文教师' else '数学教师' end, 'postCategory', 'TECH',
        'postLevel', 'T12', 'recruitCount', 3 - n, 'eduReq', '21', 'degreeReq', 'BACHELOR', 'majorReq', '相关专业', 'ageMax', 35,
        'targeted', 'NONE', 'examRatio', '1:3', 'estabType', 'INST')
      from filing f cross join generate_series(1, 2) n where f.filing_type = 'RECRUIT_PLAN' and f.filing_no like 'ZPJH-B-%'`,
    `insert into filing (${filingColumns})
      select 'ZPJG-B-' || p.unit_id, 'RECRUIT_RESULT', p.unit_id, p.competent_dept_id, p.region_code, u.unit_name || '${RECRUIT_YEAR}年公开招聘拟聘用人员',
        ${RECRUIT_YEAR}, 'ZG_RSJ', 'APPROVED', 'NONE', 1, p.closed_at + interval '20 days', p.closed_at + interval '20 days',
        p.closed_at + interval '22 days', '同意', p.closed_at + interval '25 days', '同意备案', p.closed_at + interval '25 days', '王丽', '0572-2398001',
        jsonb_build_object('planFilingId', p.id, 'publicityResult', 'NO_OBJECTION'), p.closed_at + interval '15 days'
      from filing p join unit u on u.id = p.unit_id
      where p.filing_type = 'RECRUIT_PLAN' and p.filing_no like 'ZPJH-B-%' and p.status = 'APPROVED' and p.unit_id % 2 = 0`,
    `insert into filing_line (filing_id, line_no, payload)
      select f.id, n, jsonb_build_object('postCode', 'P01', 'name', '拟聘' || n, 'gender', '1', 'education', '21', 'postLevel', 'T12', 'totalScore', 80 + n)
      from filing f cross join generate_series(1, 2) n where f.filing_type = 'RECRUIT_RESULT' and f.filing_no like 'ZPJG-B-%' and (n = 1 or f.unit_id % 4 = 0)`,
  ];
}
