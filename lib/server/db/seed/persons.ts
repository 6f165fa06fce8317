/**
 * The demo persons of one unit (domain.md §2.3): who they are, their schooling and career, their post and
 * title, contract and status, with the history rows that go with them. Deterministic: the same unit always
 * gets the same people.
 */
import { retireBandFor, retirementDate, TECH_LEVELS_BY_TITLE, techBand } from '@/lib/domain/codes';
import type { personEducations, personPostHistory, persons, personTitleHistory } from '../schema-business';
import { life, type Life, type Stage } from './career';
import { addDays, addYears, fullYears, maxDate, minDate, randomDate, yearOf, yearsBetween } from './dates';
import { ethnicity, maritalStatus, mobile, politics, uniqueName } from './identity';
import type { IdNumbers } from './identity';
import { allocateTech, allocateWorker, naturalBand, PlanCapacity, titleDate, workerSkill, type TitleContext } from './posts';
import { Rng } from './prng';
import { TRACKS, type EduLevel, type Track } from './tracks';
import type { RoleSpec, UnitSetup } from './units';

type PersonRow = typeof persons.$inferInsert;
type Sub<T> = Omit<T, 'personId'>;

export interface PersonDraft {
  person: PersonRow;
  educations: Sub<typeof personEducations.$inferInsert>[];
  post: Sub<typeof personPostHistory.$inferInsert> | null;
  title: Sub<typeof personTitleHistory.$inferInsert> | null;
  /** The period the person is in since a status change (病休, 借调, 离岗创业, 进修), and where a secondment serves. */
  leave: Leave | null;
}

/** A filed person's current status period other than on duty; the seed writes it as 状态出入 (and 借调出 as an exchange). */
export interface Leave {
  toStatus: NonNullable<RoleSpec['status']>;
  startDate: string;
  secondedTo?: string;
}

export interface UnitContext {
  setup: UnitSetup;
  unitId: number;
  isInstitution: boolean;
  today: string;
  ids: IdNumbers;
}

/** One person while being built: the row plus what the later steps need. */
interface Building {
  role: RoleSpec;
  track: Track;
  row: PersonRow;
  stages: Stage[];
  edu: EduLevel;
  asOf: string;
  firstJob: boolean;
}

function entryMethod(rng: Rng, ctx: UnitContext, role: RoleSpec, l: Life, edu: EduLevel): string {
  if (l.military) return 'MILITARY';
  if (role.out) return 'OTHER';
  if (l.firstJob) return yearOf(l.entry) < 1998 ? 'GRAD_ASSIGN' : 'OPEN_RECRUIT';
  if (role.track === 'doctor' && (edu === 'PHD' || rng.chance(0.2))) return 'TALENT_INTRO';
  if ((ctx.setup.key === 'jc' || ctx.setup.key === 'jc2') && rng.chance(0.4)) return 'INTERNAL';
  return 'TRANSFER_IN';
}

function civilRank(rng: Rng, years: number): string {
  if (years >= 26) return rng.chance(0.5) ? 'RESEARCHER_4' : 'PRINCIPAL_1';
  if (years >= 18) return rng.chance(0.5) ? 'PRINCIPAL_1' : 'PRINCIPAL_2';
  if (years >= 10) return rng.chance(0.5) ? 'PRINCIPAL_3' : 'PRINCIPAL_4';
  return years >= 3 ? 'CLERK_1' : 'CLERK_2';
}

function personStatus(role: RoleSpec): string {
  if (role.cohort === 'PENDING') return 'PENDING_ARRIVAL';
  if (role.cohort === 'RETIRED' || role.cohort === 'LEFT') return 'REDUCED';
  return role.status ?? 'ON_DUTY';
}

/** Identity, schooling and career dates; post, title and contract come later. */
function start(rng: Rng, ctx: UnitContext, role: RoleSpec, names: Set<string>): Building {
  const track: Track = TRACKS[role.track];
  const spec = rng.weighted(track.specialities.map((s) => [s, s.weight] as const));
  const gender = rng.chance(role.maleShare ?? track.maleShare) ? '1' : '2';
  const estabType = role.out ? null : role.estabType ?? (ctx.isInstitution ? 'INST' : 'ADMIN');
  const postCategory = estabType === 'INST' ? (role.level ? 'MANAGE' : track.category) : null;
  const l = life(rng, ctx.today, role, track, spec, gender, postCategory);
  const top = l.stages[l.stages.length - 1];
  const region = rng.weighted(ctx.setup.regions);
  const asOf = l.reduceDate ?? ctx.today;
  const { politicalStatus, partyJoinDate } = politics(rng, l.birthDate, asOf, track.partyShare);
  const row: PersonRow = {
    unitId: ctx.unitId,
    name: uniqueName(rng, names, gender, l.birthDate),
    idType: '01',
    idNumber: ctx.ids.next(rng, region, l.birthDate, gender),
    gender,
    birthDate: l.birthDate,
    ethnicity: ethnicity(rng),
    nativePlace: region,
    birthPlace: region,
    politicalStatus,
    partyJoinDate,
    maritalStatus: maritalStatus(rng, fullYears(l.birthDate, asOf)),
    mobile: mobile(rng),
    education: top.education,
    degree: top.degree,
    graduateSchool: top.school,
    major: top.major,
    graduationDate: top.endDate,
    workStartDate: l.started,
    unitEntryDate: l.entry,
    entryMethod: entryMethod(rng, ctx, role, l, top.level),
    deptName: role.dept ?? (spec.dept.length ? rng.pick(spec.dept) : rng.pick(ctx.setup.depts ?? ['办公室'])),
    estabStatus: role.out ? 'OUT' : 'IN',
    estabType,
    outEmployForm: role.out ?? null,
    postCategory,
    postLevel: role.level ?? null,
    postName: estabType === 'ADMIN' ? null : postCategory === 'MANAGE' ? role.duty ?? (role.level === 'M10' ? '办事员' : '科员') : spec.post,
    adminDuty: role.duty ?? null,
    personStatus: personStatus(role),
    reduceType: role.cohort === 'RETIRED' ? 'RETIRE' : role.cohort === 'LEFT' ? role.reduceType ?? 'RESIGN' : null,
    reduceDate: l.reduceDate,
    recordStatus: role.draft ? 'DRAFT' : 'FILED',
  };
  return { role, track, row, stages: l.stages, edu: top.level, asOf, firstJob: l.firstJob };
}

function titleContext(ctx: UnitContext, b: Building): TitleContext {
  return { edu: b.edu, workStart: b.row.workStartDate, asOf: b.asOf, seniorShare: ctx.setup.key === 'jc3' ? 0.3 : 0.12 };
}

function setTitle(b: Building, band: keyof NonNullable<Track['titles']>, date: string): void {
  b.row.profTitle = b.track.titles![band];
  b.row.titleLevel = band;
  b.row.titleSeries = b.track.series ?? null;
  b.row.titleDate = date;
}

/**
 * Post levels within the plan, titles and grades. The longest-serving choose first, so seniors hold the higher
 * levels when a band is full; managers keep the level their role sets.
 */
function assignPosts(rng: Rng, ctx: UnitContext, people: Building[]): void {
  const capacity = new PlanCapacity(ctx.setup.plan?.lines ?? {});
  const bySeniority = [...people].sort((a, b) => a.row.workStartDate.localeCompare(b.row.workStartDate));
  for (const b of bySeniority) {
    const r = b.row;
    const years = yearsBetween(r.workStartDate, b.asOf);
    if (r.postCategory === 'MANAGE' && !capacity.take(r.postLevel!)) throw new Error(`demo post plan of ${ctx.setup.key} has no ${r.postLevel} left`);
    if (r.postCategory === 'TECH') {
      const post = allocateTech(rng, titleContext(ctx, b), capacity);
      r.postLevel = post.level;
      setTitle(b, post.band, post.titleDate);
    } else if (r.postCategory === 'WORKER') {
      const post = allocateWorker(rng, years, capacity);
      r.postLevel = post.level;
      r.workerSkill = post.skill;
    } else if (b.track.titles) {
      const band = naturalBand(rng, titleContext(ctx, b));
      setTitle(b, band, titleDate(rng, band, titleContext(ctx, b)));
    } else if (r.estabType === 'ORGAN_WORKER') {
      r.workerSkill = workerSkill(rng, years);
    }
    if (r.estabType === 'ADMIN') r.civilRank = b.role.civilRank ?? civilRank(rng, years);
  }
}

/** Seniority a management level usually asks for, in years of work. */
const MANAGE_SENIORITY: Record<string, number> = { M05: 18, M06: 15, M07: 10, M08: 6, M09: 2, M10: 0 };

/** The current appointment (not before entry, nor after today or the day the person left) and its history row. */
function appoint(rng: Rng, ctx: UnitContext, b: Building, docSeq: Map<number, number>): PersonDraft['post'] {
  const r = b.row;
  if (!r.postLevel || r.personStatus === 'PENDING_ARRIVAL') return null;
  const latest = addDays(b.asOf, -15);
  const floor = r.postCategory === 'TECH' ? maxDate(r.unitEntryDate, r.titleDate!) : r.unitEntryDate;
  let usual = floor;
  if (r.postCategory === 'TECH') {
    const band = TECH_LEVELS_BY_TITLE[techBand(r.postLevel)!];
    usual = maxDate(floor, addYears(r.titleDate!, 3 * (band.length - 1 - band.indexOf(r.postLevel))));
  } else if (r.postCategory === 'MANAGE') {
    usual = maxDate(floor, addYears(r.workStartDate, MANAGE_SENIORITY[r.postLevel] ?? 0));
  }
  // A technical appointment follows the title or the years in the band within a couple of years.
  const from = usual <= latest ? usual : floor;
  r.appointDate = randomDate(rng, from, r.postCategory === 'TECH' ? minDate(latest, addYears(from, 2)) : latest);
  const year = yearOf(r.appointDate);
  const seq = (docSeq.get(year) ?? rng.int(2, 9)) + rng.int(1, 3);
  docSeq.set(year, seq);
  const first = yearsBetween(r.unitEntryDate, r.appointDate) < 1.1;
  return {
    unitId: ctx.unitId, postCategory: r.postCategory!, postLevel: r.postLevel,
    changeKind: first ? 'FIRST' : rng.weighted([['PROMOTE', 7], ['COMPETE', 2], ['RENEW', 1]]),
    appointStart: r.appointDate, appointEnd: null, docNo: `${ctx.setup.docPrefix}〔${year}〕${seq}号`,
  };
}

/**
 * The employment contract (事业在编 and contracted 编外 staff): a first contract of three years carries 12 months'
 * probation; within five years of retirement, or often after 25 years of work, the contract runs to retirement.
 */
function contract(rng: Rng, b: Building): void {
  const r = b.row;
  if (r.personStatus === 'PENDING_ARRIVAL' || r.estabType === 'ADMIN' || r.estabType === 'ORGAN_WORKER' || r.outEmployForm === 'DISPATCH') return;
  const served = yearsBetween(r.unitEntryDate, b.asOf);
  if (r.estabType === 'INST' && b.firstJob && served < 3) {
    r.contractType = 'FIXED';
    r.contractStart = r.unitEntryDate;
    r.contractEnd = addDays(addYears(r.unitEntryDate, 3), -1);
    r.probationEnd = addDays(addYears(r.unitEntryDate, 1), -1);
    return;
  }
  const retiring = retirementDate(r.birthDate, r.gender, retireBandFor(r.gender, r.postCategory)) <= addYears(b.asOf, 5);
  if (r.estabType === 'INST' && (retiring || (yearsBetween(r.workStartDate, b.asOf) >= 25 && rng.chance(0.6)))) {
    r.contractType = 'TO_RETIRE';
    r.contractStart = randomDate(rng, maxDate(r.unitEntryDate, addYears(b.asOf, -8)), addDays(b.asOf, -30));
    return;
  }
  const term = r.estabType === 'INST' ? 5 : r.outEmployForm === 'CONTRACT' ? 3 : 1;
  r.contractType = 'FIXED';
  r.contractStart = addYears(r.unitEntryDate, term * Math.floor(served / term));
  r.contractEnd = addDays(addYears(r.contractStart, term), -1);
}

/**
 * When the person's current status began: within the last two years, after they entered the unit and took their post,
 * and at least a month before today. Drawn from a generator of its own, so the rest of the unit stays as it was.
 */
function leaveOf(rng: Rng, ctx: UnitContext, b: Building): Leave | null {
  const { status, secondedTo } = b.role;
  if (!status || b.row.recordStatus !== 'FILED') return null;
  const latest = addDays(ctx.today, -30);
  const earliest = minDate(latest, maxDate(b.row.appointDate ?? b.row.unitEntryDate, addYears(ctx.today, -2)));
  return { toStatus: status, startDate: randomDate(rng, earliest, latest), ...(secondedTo ? { secondedTo } : {}) };
}

/** Every person of the unit with their education rows and, once filed, their current appointment, title and status rows. */
export function generatePersons(ctx: UnitContext): PersonDraft[] {
  const rng = new Rng(`demo-persons-${ctx.setup.key}`);
  const leaveRng = new Rng(`demo-leaves-${ctx.setup.key}`);
  const names = new Set<string>();
  const people = ctx.setup.roles.flatMap((role) => Array.from({ length: role.count }, () => start(rng, ctx, role, names)));
  assignPosts(rng, ctx, people);
  const docSeq = new Map<number, number>();
  return people.map((b) => {
    const post = appoint(rng, ctx, b, docSeq);
    contract(rng, b);
    const r = b.row;
    return {
      person: r,
      educations: b.stages.map((s) => ({
        unitId: ctx.unitId, kind: 'FULLTIME' as const, education: s.education, degree: s.degree, school: s.school, major: s.major,
        startDate: s.startDate, endDate: s.endDate,
      })),
      // History sub-sets come from filed business only (domain.md §2.3); a draft person has none yet.
      post: r.recordStatus === 'FILED' ? post : null,
      title: r.recordStatus === 'FILED' && r.profTitle && r.titleLevel && r.titleDate
        ? { unitId: ctx.unitId, profTitle: r.profTitle, titleLevel: r.titleLevel, titleSeries: r.titleSeries ?? null, titleDate: r.titleDate }
        : null,
      leave: leaveOf(leaveRng, ctx, b),
    };
  });
}
