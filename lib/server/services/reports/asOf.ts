import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { today as todayInChina } from '@/lib/domain/datetime';
import { statDateIssue } from '@/lib/domain/statDate';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';

/**
 * The statistics date asked for (domain.md §5.1): null for today or none (the reports then read the live state, in-transit filings
 * included), the date for a past day; 400 for a day that is not a date, after today or before 2000.
 */
export function pastStatDate(statDate: string | undefined): string | null {
  if (!statDate) return null;
  const today = todayInChina();
  const issue = statDateIssue(statDate, today);
  if (issue) throw new ApiError(400, issue.zh, { field: 'statDate' }, issue.en);
  return statDate === today ? null : statDate;
}

export function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const list = out.get(keyOf(r));
    if (list) list.push(r);
    else out.set(keyOf(r), [r]);
  }
  return out;
}
/** Up to this many units in scope, their persons are found by index and a history table's rows narrowed to them; beyond it, read whole. */
export const FEW_UNITS = 200;

/** A filed person as they stood on a past date: on whose books, and in what state. */
export interface PersonOnDate {
  personId: number; unitId: number;
  /** IN: counted in establishment; OUT: 编外; AWAITING: approved, not yet arrived (已批未到岗). */
  standing: 'IN' | 'OUT' | 'AWAITING';
  estabType: string | null; postCategory: string | null; postLevel: string | null; titleLevel: string | null;
  // Not reconstructed (no dated history holds them): the current values.
  birthDate: string; gender: string; ethnicity: string; education: string; degree: string | null; politicalStatus: string;
}

/**
 * The filed persons on the books of the units of `scope` (a query selecting unit ids as `id`) on a past date, as one SQL select of
 * one row per person, the rules of statDate.ts written in SQL: the dated row in force per person (the latest on or before the date,
 * of one day the last written), the earliest row's earlier state before the first, the unit from the moves (person_exchange IN rows
 * except secondments), 已批未到岗 from the approval day of the recruitment / talent filing (its closing instant's China calendar day),
 * and a reduction without a date before any date. Draft and pending records were not filed then and are left out. A record reused
 * for a later intake (R-ID-04) keeps only its latest entry: an earlier stay is not reconstructed. Each history table is read once
 * (for a few units only their candidates' rows, for a larger scope all), reduced to a row per person and hash-joined to the persons,
 * so a city's million persons are counted in the database, not rebuilt in Node; only an awaiting person's state on their arrival
 * day is looked up person by person. `unitCount` is the number of units in scope. Run it through overStatesOnDate.
 */
export function statesOnDate(scope: SQLWrapper, date: string, unitCount: number): SQL {
  return sql`${standingsOn(scope, date, unitCount, null)}
  select s.person_id, ${list(STATE_COLUMNS.map((c) => sql`${onDate(c)} as ${sql.raw(c)}`))}
  from states s where ${countedOnDate}`;
}

/**
 * The CTEs of statesOnDate up to `states`: every candidate (of `only`, a query of person ids, when given) with their standing on the
 * date (unit_id, awaiting, estab_status_on, estab_at_arrival…) beside the columns they hold now (cur_…).
 */
function standingsOn(scope: SQLWrapper, date: string, unitCount: number, only: SQL | null): SQL {
  const d = sql`${date}::date`;
  const moves = sql`direction = 'IN' and exchange_mode <> 'SECONDMENT'`;
  // A few units' candidates are found by index and narrow the history rows read; a whole city's persons and history are read as they
  // are (a list of ten thousand units or a million ids would be searched row by row).
  const few = unitCount <= FEW_UNITS;
  // The persons of `only` are looked up in the person index (one scan for the list of their ids), kept apart (cand materialized) so
  // that no later join is repeated per person.
  const ofCandidates = few ? sql`and person_id = any(array(select id from cand))` : sql``;
  const inScope = (column: SQL) => (few ? sql`${column} = any(array(select id from scope))` : sql`${column} in (select id from scope)`);
  const movedThrough = sql`(select e.person_id from person_exchange e where ${inScope(sql`e.unit_id`)} and e.exchange_mode <> 'SECONDMENT')`;
  // The dated row of a history table in force on the date (of one day the last written), or the earliest (the first written), per person.
  const latest = (table: SQL, columns: SQL, dateColumn: SQL, where: SQL) => sql`(select distinct on (person_id) person_id, ${columns}
    from ${table} where ${where} and ${dateColumn} <= ${d} ${ofCandidates} order by person_id, ${dateColumn} desc, id desc)`;
  const earliest = (table: SQL, columns: SQL, dateColumn: SQL, where: SQL) => sql`(select distinct on (person_id) person_id, ${columns}
    from ${table} where ${where} ${ofCandidates} order by person_id, ${dateColumn}, id)`;
  // statDate.unitOn at a date `on`, the move in force being `moved` (has a row) to `movedTo`.
  const unitAt = (on: SQL, moved: SQL, movedTo: SQL) => sql`case
    when c.person_status = 'REDUCED' and (c.reduce_date is null or c.reduce_date <= ${on}) then null
    when ${moved} then ${movedTo}
    when c.first_move is not null then case when c.work_start_date <= ${on} then c.counterpart_unit_id end
    when c.unit_entry_date <= ${on} then c.unit_id end`;
  // The in-force move and estab change at an awaiting person's arrival day, looked up for them alone.
  const moveAtArrival = sql`(select array[e.unit_id] from person_exchange e where e.person_id = c.id and e.direction = 'IN'
    and e.exchange_mode <> 'SECONDMENT' and e.effective_date <= c.arrived_on order by e.effective_date desc, e.id desc limit 1)`;
  const estabAtArrival = sql`(select array[h.to_estab_status::text, h.to_estab_type::text] from person_estab_history h
    where h.person_id = c.id and h.effective_date <= c.arrived_on order by h.effective_date desc, h.id desc limit 1)`;
  const earlierEstab = sql`case when coalesce(c.from_estab_status, '') <> '' then array[c.from_estab_status::text, c.from_estab_type::text]
    else array[c.estab_status::text, c.estab_type::text] end`;
  return sql`with scope as ${scope},
  cand as ${only ? sql`materialized` : sql`not materialized`} (
    select p.id, p.unit_id, p.unit_entry_date, p.work_start_date, p.person_status, p.reduce_date, p.estab_status, p.estab_type,
      p.post_category, p.post_level, p.title_level, p.title_date, p.birth_date, p.gender, p.ethnicity, p.education, p.degree, p.political_status
    from person p
    where ${only ? sql`p.id = any(array(select person_id from (${only}) o)) and` : sql``} p.deleted = false and p.record_status = 'FILED'
      and (${inScope(sql`p.unit_id`)} or ${few ? sql`p.id = any(array${movedThrough})` : sql`p.id in ${movedThrough}`})),
  intake as (
    select distinct on (l.person_id) l.person_id, f.id as filing_id, (f.closed_at at time zone 'Asia/Shanghai')::date as approved_on
    from filing_line l join filing f on f.id = l.filing_id
    where f.filing_type in ('RECRUIT_RESULT', 'TALENT_INTRO') and f.status = 'APPROVED'
      and f.deleted = false and f.closed_at is not null
    order by l.person_id, f.closed_at desc, f.id desc),
  arrival as (
    select distinct on (h.person_id) h.person_id, h.effective_date from person_estab_history h
      join intake i on i.person_id = h.person_id and i.filing_id = h.source_filing_id
    where h.to_estab_status = 'IN' order by h.person_id, h.id),
  dated as (
    select c.*, coalesce(m.moved, false) as moved, m.moved_to, m.person_id as first_move, m.counterpart_unit_id,
      e.from_estab_status, e.from_estab_type,
      case when e.changed then e.to_estab_status when coalesce(e.from_estab_status, '') <> '' then e.from_estab_status else c.estab_status end
        as estab_status_on,
      case when e.changed then e.to_estab_type when coalesce(e.from_estab_status, '') <> '' then e.from_estab_type else c.estab_type end
        as estab_type_on,
      case when po.person_id is not null then po.post_category else c.post_category end as post_category_on,
      case when po.person_id is not null then po.post_level else c.post_level end as post_level_on,
      case when t.person_id is null then case when c.title_date > ${d} then null else c.title_level end
        when t.title_date <= ${d} then t.title_level end as title_level_on,
      case when c.person_status = 'PENDING_ARRIVAL' then null else coalesce(a.effective_date, c.unit_entry_date) end as arrived_on,
      case when c.person_status = 'PENDING_ARRIVAL' then c.unit_entry_date else i.approved_on end as approved_on
    from cand c
      left join intake i on i.person_id = c.id
      left join arrival a on a.person_id = c.id
      left join (select mf.person_id, mf.counterpart_unit_id, mo.person_id is not null as moved, mo.unit_id as moved_to
        from ${earliest(sql`person_exchange`, sql`counterpart_unit_id`, sql`effective_date`, moves)} mf
        left join ${latest(sql`person_exchange`, sql`unit_id`, sql`effective_date`, moves)} mo on mo.person_id = mf.person_id) m on m.person_id = c.id
      left join (select ef.person_id, ef.from_estab_status, ef.from_estab_type, eo.person_id is not null as changed, eo.to_estab_status, eo.to_estab_type
        from ${earliest(sql`person_estab_history`, sql`from_estab_status, from_estab_type`, sql`effective_date`, sql`true`)} ef
        left join ${latest(sql`person_estab_history`, sql`to_estab_status, to_estab_type`, sql`effective_date`, sql`true`)} eo on eo.person_id = ef.person_id) e
        on e.person_id = c.id
      left join ${latest(sql`person_post_history`, sql`post_category, post_level`, sql`appoint_start`, sql`true`)} po on po.person_id = c.id
      left join (select distinct on (person_id) person_id, title_date, title_level from person_title_history
        where true ${ofCandidates} order by person_id, title_date <= ${d} desc, title_date desc, id desc) t on t.person_id = c.id),
  placed as (
    select c.*, coalesce(c.approved_on <= ${d} and (c.arrived_on is null or c.arrived_on > ${d}), false) as awaiting from dated c offset 0),
  states as (
    select c.id as person_id,
      case when not c.awaiting then case when c.person_status = 'PENDING_ARRIVAL' then null else ${unitAt(d, sql`c.moved`, sql`c.moved_to`)} end
        when c.arrived_on is null then c.unit_id
        else ${unitAt(sql`c.arrived_on`, sql`${moveAtArrival} is not null`, sql`(${moveAtArrival})[1]`)} end as unit_id,
      c.awaiting, c.estab_status_on, c.estab_type_on,
      case when c.awaiting and c.arrived_on is not null then coalesce(${estabAtArrival}, ${earlierEstab}) end as estab_at_arrival,
      c.post_category_on, c.post_level_on, c.title_level_on,
      c.birth_date, c.gender, c.ethnicity, c.education, c.degree, c.political_status,
      c.unit_id as cur_unit_id, c.unit_entry_date as cur_unit_entry_date, c.person_status as cur_person_status, c.reduce_date as cur_reduce_date,
      c.estab_status as cur_estab_status, c.estab_type as cur_estab_type, c.post_category as cur_post_category, c.post_level as cur_post_level,
      c.title_level as cur_title_level, c.title_date as cur_title_date
    from placed c offset 0)`;
}

/** The columns of a person on a date that the reports group by (statesOnDate's, after person_id). */
export const STATE_COLUMNS = [
  'unit_id', 'standing', 'estab_type', 'post_category', 'post_level', 'title_level', 'birth_date', 'gender', 'ethnicity', 'education', 'degree',
  'political_status',
] as const;
export type StateColumn = (typeof STATE_COLUMNS)[number];

const list = (items: SQL[]) => sql.join(items, sql`, `);

/** A column of a `states` row (s) as it stood on the date. */
function onDate(column: StateColumn): SQL {
  switch (column) {
    case 'standing': return sql`case when s.awaiting then 'AWAITING' when s.estab_status_on = 'IN' then 'IN' else 'OUT' end`;
    case 'estab_type': return sql`case when s.estab_at_arrival is null then s.estab_type_on else s.estab_at_arrival[2] end`;
    case 'post_category': case 'post_level': case 'title_level': return sql.raw(`s.${column}_on`);
    case 'birth_date': return sql`s.birth_date::text`;
    default: return sql.raw(`s.${column}`);
  }
}
/**
 * Whether the person (their status now, their id) was recorded as seconded in (借调入): so now, or reduced from it, the only way
 * out of it (no status change leads into or out of it otherwise, personStatus.ts). Their establishment is their own unit's, not
 * the borrowing unit's (domain.md §6.13), whatever it says.
 */
const secondedIn = (status: SQL, id: SQL) => sql`(${status} = 'SECONDED_IN' or (${status} = 'REDUCED'
    and ${id} in (select person_id from person_status_history where to_status = 'REDUCED' and from_status = 'SECONDED_IN')))`;

/**
 * Whether a `states` row (s) is counted on the date: on the books of a unit in scope, 已批未到岗 only to occupy the quota, and a person
 * seconded in not as 在编 of the unit that borrows them.
 */
const countedOnDate = sql`s.unit_id in (select id from scope)
    and not (s.awaiting and coalesce(s.estab_at_arrival[1], s.estab_status_on) is distinct from 'IN')
    and not (not s.awaiting and s.estab_status_on = 'IN' and ${secondedIn(sql`s.cur_person_status`, sql`s.person_id`)})`;

/**
 * A person as statesOnDate places them when they have no dated row at all (no move, estab change, intake, post or title): on their
 * unit from the entry date to a reduction, 已批未到岗 while pending arrival, in their current estab status, type and post, with their
 * title once its date has come. `col` names a column as they hold it now; `inScope` is whether their unit is in scope.
 */
function plain(date: string, col: (name: string) => SQL, id: SQL, inScope: SQL) {
  const d = sql`${date}::date`;
  const counted = sql`${col('unit_entry_date')} <= ${d} and ${inScope}
    and not (${col('person_status')} = 'REDUCED' and coalesce(${col('reduce_date')} <= ${d}, true))
    and not (${col('person_status')} = 'PENDING_ARRIVAL' and ${col('estab_status')} is distinct from 'IN')
    and not (${col('estab_status')} = 'IN' and ${secondedIn(col('person_status'), id)})`;
  const standing = sql`case when ${col('person_status')} = 'PENDING_ARRIVAL' then 'AWAITING' when ${col('estab_status')} = 'IN' then 'IN' else 'OUT' end`;
  const column = (c: StateColumn): SQL => {
    switch (c) {
      case 'unit_id': case 'estab_type': case 'post_category': case 'post_level': return col(c);
      case 'standing': return standing;
      case 'title_level': return sql`case when ${col('title_date')} > ${d} then null else ${col('title_level')} end`;
      case 'birth_date': return sql.raw(`s.birth_date::text`);
      default: return sql.raw(`s.${c}`);
    }
  };
  return { counted, standing, column };
}

/**
 * The persons of statesOnDate counted by `columns` (and only those in establishment, 在编, with `inEstablishment`): rows of the columns
 * and `n`. A few units' persons are placed one by one as statesOnDate does; for more, the counts are rewound from the persons' current
 * columns: every person counted as they would stand with no dated row (one pass over the person table, grouped), then, for the persons
 * who have dated rows — a move, an estab change, an intake, and a post or title when those are counted — that count taken back and
 * their standing by statesOnDate counted instead. A person without dated rows stands on every date as `plain` says, so the counts are
 * statesOnDate's, whatever the current columns and the history say; only the persons with history are placed one by one.
 */
export function countsOnDate(scope: SQLWrapper, date: string, unitCount: number, columns: readonly StateColumn[], inEstablishment = false): SQL {
  const names = sql.raw(columns.join(', '));
  if (unitCount <= FEW_UNITS) {
    return sql`select ${names}, count(*)::int as n from (${statesOnDate(scope, date, unitCount)}) s
      ${inEstablishment ? sql`where standing = 'IN'` : sql``} group by ${names}`;
  }
  // The pass over every person reads the scope as a subquery of its own (the CTE would keep it from running in parallel); counted by
  // unit, it keeps the groups of units in scope instead of looking up each person's unit.
  const byUnit = columns.includes('unit_id');
  const now = plain(date, (name) => sql.raw(`s.${name}`), sql`s.id`, byUnit ? sql`true` : sql`s.unit_id in ${scope}`);
  const then = plain(date, (name) => sql.raw(`s.cur_${name}`), sql`s.person_id`, sql`s.cur_unit_id in (select id from scope)`);
  const dated = sql`select person_id from person_exchange where exchange_mode <> 'SECONDMENT'
    union select person_id from person_estab_history
    union select l.person_id from filing_line l join filing f on f.id = l.filing_id
      where f.filing_type in ('RECRUIT_RESULT', 'TALENT_INTRO') and f.status = 'APPROVED' and f.deleted = false and f.closed_at is not null
        and l.person_id is not null
    ${columns.some((c) => c === 'post_category' || c === 'post_level') ? sql`union select person_id from person_post_history` : sql``}
    ${columns.includes('title_level') ? sql`union select person_id from person_title_history` : sql``}`;
  const onlyIn = (standing: SQL) => (inEstablishment ? sql`and ${standing} = 'IN'` : sql``);
  return sql`${standingsOn(scope, date, unitCount, dated)}
  select ${names}, sum(n)::int as n from (
    select ${list(columns.map((c) => sql`${now.column(c)} as ${sql.raw(c)}`))}, count(*) as n
      from person s where s.deleted = false and s.record_status = 'FILED' and ${now.counted} ${onlyIn(now.standing)}
      group by ${sql.raw(columns.map((_, i) => i + 1).join(', '))} ${byUnit ? sql`having s.unit_id in ${scope}` : sql``}
    union all
    select v.* from states s cross join lateral (values
      (${list(columns.map(onDate))}, case when ${countedOnDate} ${onlyIn(onDate('standing'))} then 1 else 0 end),
      (${list(columns.map((c) => then.column(c)))}, case when ${then.counted} ${onlyIn(then.standing)} then -1 else 0 end)
    ) v(${names}, n) where v.n <> 0
  ) x group by ${names} having sum(n) <> 0`;
}

/** The rows of a raw select (the PGlite and node-postgres drivers both answer with `rows`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs a query over statesOnDate with the plan its size wants whatever the statistics say: hash joins, never a nested loop (the
 * embedded database has no autovacuum, and on a stale estimate of one person a nested loop re-reads a history table per person),
 * and no JIT compilation (the per-person expressions give PostgreSQL a cost estimate that has it compile hundreds of functions,
 * seconds more than the query takes). The lookups of an awaiting person's arrival day stay index scans.
 */
export async function overStatesOnDate<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local jit = off`);
    // The counts of a city's units hashed in memory rather than sorted on disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rowsOf<T>(tx, query);
  });
}

/** The persons of `statesOnDate`, one object each: for a check or a small scope; the reports count them in the database. */
export async function personsOnDate(db: Db, scope: SQLWrapper, date: string, unitCount: number): Promise<PersonOnDate[]> {
  const rows = await overStatesOnDate<Record<string, unknown>>(db, sql`select * from (${statesOnDate(scope, date, unitCount)}) x order by person_id`);
  return rows.map((r) => ({
    personId: r.person_id as number, unitId: r.unit_id as number, standing: r.standing as PersonOnDate['standing'],
    estabType: r.estab_type as string | null, postCategory: r.post_category as string | null, postLevel: r.post_level as string | null,
    titleLevel: r.title_level as string | null, birthDate: r.birth_date as string, gender: r.gender as string, ethnicity: r.ethnicity as string,
    education: r.education as string, degree: r.degree as string | null, politicalStatus: r.political_status as string,
  }));
}
