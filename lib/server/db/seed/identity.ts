/** Who a demo person is: name, ID number (GB 11643), ethnicity, political status, marital status, mobile. */
import { idCheckChar } from '@/lib/domain/idCard';
import { addDays, addYears, fullYears, randomDate, yearOf } from './dates';
import { chineseName } from './names';
import type { Rng } from './prng';

const MOBILE_PREFIXES = ['133', '135', '136', '137', '138', '139', '150', '151', '152', '157', '158', '159', '177', '180', '187', '188', '189', '199'];

/** Allocates ID numbers unique over the whole seed. */
export class IdNumbers {
  private readonly used = new Set<string>();

  next(rng: Rng, region: string, birthDate: string, gender: '1' | '2'): string {
    for (;;) {
      const genderDigit = 2 * rng.int(0, 4) + (gender === '1' ? 1 : 0);
      const first17 = `${region}${birthDate.replaceAll('-', '')}${rng.digits(2)}${genderDigit}`;
      const id = first17 + idCheckChar(first17);
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }
}

/** Names unique within one unit, so the demo lists read clearly. */
export function uniqueName(rng: Rng, taken: Set<string>, gender: '1' | '2', birthDate: string): string {
  for (;;) {
    const name = chineseName(rng, gender, yearOf(birthDate));
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

export function ethnicity(rng: Rng): string {
  return rng.weighted([['01', 95], ['22', 1.5], ['03', 0.8], ['11', 0.8], ['15', 0.6], ['06', 0.6], ['08', 0.5], ['04', 0.2]]);
}

/** Political status and, for party members, the joining date; `partyShare` is the share of members among those over 28. */
export function politics(rng: Rng, birthDate: string, today: string, partyShare: number): { politicalStatus: string; partyJoinDate: string | null } {
  const age = fullYears(birthDate, today);
  if (age >= 22 && rng.chance(0.02)) return { politicalStatus: '02', partyJoinDate: addDays(today, -rng.int(30, 330)) };
  if (rng.chance(age <= 28 ? partyShare * 0.6 : partyShare)) {
    const earliest = addYears(birthDate, 19);
    const latest = addYears(birthDate, Math.min(age - 1, 42));
    return { politicalStatus: '01', partyJoinDate: randomDate(rng, earliest, latest < earliest ? earliest : latest) };
  }
  if (age <= 28 && rng.chance(0.7)) return { politicalStatus: '03', partyJoinDate: null };
  if (age > 35 && rng.chance(0.04)) return { politicalStatus: rng.pick(['04', '05', '06', '07', '08', '09', '10']), partyJoinDate: null };
  if (rng.chance(0.01)) return { politicalStatus: '12', partyJoinDate: null };
  return { politicalStatus: '13', partyJoinDate: null };
}

export function maritalStatus(rng: Rng, age: number): string {
  if (age < 25) return rng.chance(0.85) ? '10' : '20';
  if (age < 30) return rng.chance(0.45) ? '10' : '20';
  return rng.weighted([['20', 90], ['10', 3], ['40', 4], ['22', 2], ['30', age > 45 ? 1 : 0]]);
}

export function mobile(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + rng.digits(8);
}
