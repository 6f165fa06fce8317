import { eq } from 'drizzle-orm';
import { POST as uploadConsent } from '@/app/api/Exchange/uploadConsent/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { getDb } from '../db/client';
import { persons, personStatusHistory } from '../db/tables';
import { JC2_UNIT, JC_UNIT } from './accounts';
import { call, loginAs } from './api';
import { samplePdf } from './files';
import { insertPerson, setEstablishment, unitIdOf } from './fixtures';
import { day } from './recruit';

/** The demo education bureau's two schools a move goes between (jc's and jc2's), and the accounts of such a move signed in. */
export interface TwoSchools {
  /** The schools' (jc, jc2), their authority's (zg) and the personnel bureau's (rsj). */
  tokens: Record<string, string>;
  /** The unit ids of 湖州市第一中学 (jc) and 湖州市吴兴区织里实验小学 (jc2). */
  jc: number;
  jc2: number;
}

/**
 * The two schools of a test file, filled in before its tests run: the accounts signed in, and each school of `roomAt`
 * (both unless told) given room enough for the moves (an establishment of 500), what the tests count being elsewhere.
 */
export function withTwoSchools(roomAt: readonly ('jc' | 'jc2')[] = ['jc', 'jc2']): TwoSchools {
  const schools: TwoSchools = { tokens: {}, jc: 0, jc2: 0 };
  beforeAll(async () => {
    for (const u of ['jc', 'jc2', 'zg', 'rsj']) schools.tokens[u] = await loginAs(u);
    schools.jc = await unitIdOf(JC_UNIT);
    schools.jc2 = await unitIdOf(JC2_UNIT);
    for (const school of roomAt) await setEstablishment(schools[school], 500);
  });
  return schools;
}

/** A filed person of the unit on duty since 2015-08-01, with that period in the status history. */
export async function onDutyAt(unitId: number, name: string): Promise<number> {
  const personId = await insertPerson(unitId, { name, recordStatus: 'FILED' });
  await (await getDb()).insert(personStatusHistory).values({ personId, unitId, fromStatus: null, toStatus: 'ON_DUTY', startDate: '2015-08-01', reason: '入职' });
  return personId;
}

const CONSENT = { fileName: '同意函.pdf', content: samplePdf('同意调出').toString('base64') };

/** jc2's consent to jc's transfer in `filingId`, uploaded from jc2's outgoing list: answers the upload's status. */
export async function consentOfJc2(schools: TwoSchools, filingId: number): Promise<number> {
  return (await call(uploadConsent, '/Exchange/uploadConsent', { body: { filingId, ...CONSENT }, token: schools.tokens.jc2 })).status;
}

/** jc's 调入 (系统内, from jc2) of jc2's person, drafted with `drafted` (correctionSteps') and consented to by jc2. */
export async function transferInFromJc2(
  schools: TwoSchools, drafted: (body: Record<string, unknown>, papers: string[]) => Promise<FilingDetail>, personId: number,
): Promise<FilingDetail> {
  const [p] = await (await getDb()).select().from(persons).where(eq(persons.id, personId));
  const f = await drafted({
    filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId: schools.jc2 },
    lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: day(-1), personIdNumber: p.idNumber } }],
  }, []);
  const consent = await consentOfJc2(schools, f.id);
  if (consent !== 200) throw new Error(`consent: ${consent}`);
  return f;
}
