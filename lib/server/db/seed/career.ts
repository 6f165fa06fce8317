/** A demo person's schooling and the start of their working life, consistent with the birth date (R-DT-01). */
import { retireBandFor, retirementDate, type PostCategory } from '@/lib/domain/codes';
import { addDays, addYears, fullYears, maxDate, minDate, randomDate, yearOf, yearsBetween, ymd } from './dates';
import type { Rng } from './prng';
import type { EduLevel, Speciality, Track } from './tracks';
import type { RoleSpec } from './units';

export interface Stage {
  level: EduLevel;
  education: string;
  degree: string;
  school: string;
  major: string;
  startDate: string;
  endDate: string;
}

const ORDER: readonly EduLevel[] = ['PHD', 'MASTER', 'BACHELOR', 'COLLEGE', 'SECONDARY', 'HIGH', 'MIDDLE'];

/** Schooling up to the given level; school years start on 1 September, and children born after August start a year later. */
export function stagesFor(rng: Rng, level: EduLevel, birthDate: string, track: Track, spec: Speciality, gaps: boolean): Stage[] {
  const base = yearOf(birthDate) + (Number(birthDate.slice(5, 7)) >= 9 ? 1 : 0);
  const school = (l: EduLevel) => rng.pick(track.schools[l] ?? track.schools.BACHELOR ?? ['湖州师范学院']);
  const stage = (l: EduLevel, from: number, years: number, education: string, degree: string, major: string): Stage => ({
    level: l, education, degree, school: school(l), major, startDate: ymd(from, 9, 1), endDate: ymd(from + years, 6, 30),
  });
  const voc = spec.voc ?? spec.ug[0];
  switch (level) {
    case 'MIDDLE': return [stage('MIDDLE', base + 12, 3, '71', 'NONE', '无')];
    case 'HIGH': return [stage('HIGH', base + 15, 3, '61', 'NONE', '无')];
    case 'SECONDARY': return [stage('SECONDARY', base + 15, 3, track.secondaryCode ?? '41', 'NONE', voc)];
    case 'COLLEGE': return [stage('COLLEGE', base + 18, 3, '31', 'NONE', voc)];
    default: {
      const ugYears = track.longBachelor ? 5 : 4;
      const out = [stage('BACHELOR', base + 18, ugYears, '21', `4${spec.ug[1]}`, spec.ug[0])];
      if (level === 'BACHELOR') return out;
      const pg = spec.pg ?? spec.ug;
      const masterFrom = base + 18 + ugYears + (gaps && rng.chance(0.2) ? 1 : 0);
      out.push(stage('MASTER', masterFrom, 3, '14', `3${pg[1]}`, pg[0]));
      if (level === 'MASTER') return out;
      const phdFrom = masterFrom + 3 + (gaps ? rng.int(0, 2) : 0);
      const degree = track.clinicalDoctorate && rng.chance(0.5) ? '245' : `2${pg[1]}`;
      out.push(stage('PHD', phdFrom, track.clinicalDoctorate ? 4 : 3, '11', degree, pg[0]));
      return out;
    }
  }
}

/** The highest level the track would give at this age whose schooling ends by `latestEnd`, with its stages. */
export function schooling(rng: Rng, track: Track, spec: Speciality, birthDate: string, age: number, latestEnd: string, allowed?: readonly EduLevel[]): Stage[] {
  let weights = track.education(age).filter(([l]) => !allowed || allowed.includes(l));
  for (;;) {
    const level = rng.weighted(weights);
    const stages = stagesFor(rng, level, birthDate, track, spec, true);
    if (stages[stages.length - 1].endDate <= latestEnd) return stages;
    const lower = weights.filter(([l]) => ORDER.indexOf(l) > ORDER.indexOf(level));
    weights = lower.length ? lower : [[ORDER[ORDER.indexOf(level) + 1] ?? 'MIDDLE', 1]];
  }
}

/** The first working day after school: a summer start, now and then a later one; never before 16 (R-DT-01). */
export function workStart(rng: Rng, birthDate: string, schoolEnd: string, latest: string): string {
  let start = addDays(schoolEnd, rng.int(20, 75));
  if (rng.chance(0.1)) start = addDays(start, rng.int(120, 400));
  start = maxDate(start, addDays(addYears(birthDate, 16), rng.int(30, 900)));
  return minDate(start, latest);
}

/** When the person joined the unit: straight from school, or after working elsewhere for a while. */
export function unitEntry(rng: Rng, started: string, latest: string, firstJobShare: number): { date: string; firstJob: boolean } {
  const years = yearsBetween(started, latest);
  if (years < 2 || rng.chance(firstJobShare)) return { date: started, firstJob: true };
  const spanDays = Math.floor(Math.min(years - 0.5, 20) * 365);
  return { date: minDate(addDays(started, rng.int(365, Math.max(365, spanDays))), latest), firstJob: false };
}

function birthForAge(rng: Rng, today: string, age: number): string {
  return randomDate(rng, addDays(addYears(today, -(age + 1)), 1), addYears(today, -age));
}

/** Years of schooling from the first university year to the end of the given level. */
function yearsAtUniversity(track: Track, level: EduLevel): number {
  const ug = track.longBachelor ? 5 : 4;
  if (level === 'BACHELOR') return ug;
  if (level === 'MASTER') return ug + 3;
  return ug + 3 + (track.clinicalDoctorate ? 4 : 3);
}

export interface Life {
  birthDate: string;
  stages: Stage[];
  started: string;
  entry: string;
  firstJob: boolean;
  reduceDate: string | null;
  military: boolean;
}

/** Birth, schooling, first job and entry into the unit for the role's cohort. */
export function life(rng: Rng, today: string, role: RoleSpec, track: Track, spec: Speciality, gender: string, category: PostCategory | null): Life {
  const band = retireBandFor(gender, category);
  if (role.cohort === 'NEW_HIRE' || role.cohort === 'PENDING') {
    const options = track.education(24).filter(([l]) => l === 'PHD' || l === 'MASTER' || l === 'BACHELOR');
    const level = options.length ? rng.weighted(options) : 'BACHELOR';
    const base = yearOf(today) - 18 - yearsAtUniversity(track, level);
    const birthDate = randomDate(rng, ymd(base - 1, 9, 1), ymd(base, 8, 31));
    const stages = stagesFor(rng, level, birthDate, track, spec, false);
    const end = stages[stages.length - 1].endDate;
    const started = role.cohort === 'PENDING' ? addDays(today, -rng.int(5, 20)) : addDays(end, rng.int(32, 62));
    return { birthDate, stages, started, entry: started, firstJob: true, reduceDate: null, military: false };
  }
  let birthDate: string;
  let reduceDate: string | null = null;
  if (role.cohort === 'RETIRED') {
    do {
      birthDate = randomDate(rng, addYears(today, -64), addYears(today, -49));
      reduceDate = retirementDate(birthDate, gender, band);
    } while (reduceDate < addDays(today, -450) || reduceDate > addDays(today, -20));
  } else {
    const [lo, hi] = role.ages ?? [23, 58];
    do {
      const spread = rng.chance(0.5) ? rng.next() : (rng.next() + rng.next()) / 2;
      birthDate = birthForAge(rng, today, lo + Math.floor(spread * (hi - lo + 1)));
    } while (retirementDate(birthDate, gender, band) <= addDays(today, 30));
  }
  const asOf = reduceDate ?? today;
  const latestStart = role.cohort === 'LEFT' ? addDays(today, -730) : addDays(asOf, -20);
  const age = fullYears(birthDate, asOf);
  const military = gender === '1' && (role.track === 'organWorker' ? rng.chance(0.5) : track.category === 'WORKER' && rng.chance(0.2));
  if (military) {
    const stages = stagesFor(rng, 'HIGH', birthDate, track, spec, false);
    const started = addDays(stages[0].endDate, rng.int(60, 170));
    const entry = minDate(addDays(started, rng.int(5 * 365, 16 * 365)), latestStart);
    return { birthDate, stages, started, entry, firstJob: false, reduceDate, military };
  }
  const stages = schooling(rng, track, spec, birthDate, age, addDays(latestStart, -25));
  const started = workStart(rng, birthDate, stages[stages.length - 1].endDate, latestStart);
  const firstJobShare = role.out ? 0.5 : role.level ? 0.35 : 0.6;
  const entry = unitEntry(rng, started, latestStart, firstJobShare);
  if (role.cohort === 'LEFT') reduceDate = randomDate(rng, maxDate(addYears(entry.date, 1), addDays(today, -300)), addDays(today, -15));
  return { birthDate, stages, started, entry: entry.date, firstJob: entry.firstJob, reduceDate, military };
}
