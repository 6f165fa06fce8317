// The data-scale bench's dataset, generated inside the database by SQL (generate_series), so the same statements
// fill PGlite and PostgreSQL and no row crosses the wire. Units hang under one bench competent authority in one
// bench county; persons spread evenly over the units, each with a distinct 18-character ID number
// (birth date from g mod 14000, sequence from g div 14000: unique below 140 million rows).
export const REGION = '339998';
const COMPETENT_USCC = '11BENCH000000000ZG';
const CHUNK = 100_000;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华建国志红玉兰海燕春梅晓东文斌';

/** Statements that create `units` base units (each with a current establishment of 120 institution posts). */
export function unitStatements(units) {
  return [
    `insert into region (code, name, level, parent_code) values ('${REGION}', '压测县', 'COUNTY', null) on conflict do nothing`,
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
     select id, 120, 120, estab_doc_no, '2020-01-01', '2020-01-01', true, 'INIT' from unit where region_code = '${REGION}' and unit_tier = 'BASE'`,
  ];
}

/** Statements that add `persons` persons over the bench units, in chunks of 100,000 rows. */
export function personStatements(persons, units) {
  const out = [];
  for (let from = 1; from <= persons; from += CHUNK) {
    const to = Math.min(persons, from + CHUNK - 1);
    out.push(`insert into person (unit_id, name, id_number, gender, birth_date, ethnicity, political_status, education,
        graduate_school, major, work_start_date, unit_entry_date, entry_method, estab_status, estab_type, post_category,
        person_status, record_status)
      select b.first_id + (g % ${units}),
        substr('${SURNAMES}', 1 + g % ${SURNAMES.length}, 1) || substr('${GIVEN}', 1 + (g / 7) % ${GIVEN.length}, 1)
          || case when g % 3 = 0 then '' else substr('${GIVEN}', 1 + (g / 13) % ${GIVEN.length}, 1) end,
        '${REGION}' || to_char(date '1962-01-01' + (g % 14000), 'YYYYMMDD') || lpad((g / 14000)::text, 4, '0'),
        (1 + g % 2)::text, date '1962-01-01' + (g % 14000), '01', case when g % 3 = 0 then '01' else '13' end, '21',
        '浙江大学', '汉语言文学', date '1985-07-01' + (g % 12000), date '2000-07-01' + (g % 9000), 'OPEN_RECRUIT', 'IN', 'INST',
        'TECH', case when g % 50 = 0 then 'LONG_SICK' else 'ON_DUTY' end, 'FILED'
      from generate_series(${from}, ${to}) g,
        (select min(id) as first_id from unit where region_code = '${REGION}' and unit_tier = 'BASE') b`);
  }
  return out;
}
