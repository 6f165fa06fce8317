import { and, eq } from 'drizzle-orm';
import { POST as create } from './route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { CJK } from '@/lib/domain/filing/findingText';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const EN = { 'accept-language': 'en-US,en;q=0.9' };
let token: string;
let personId: number;

beforeAll(async () => {
  token = await loginAs('jc');
  const unit = await unitIdOf('湖州市第一中学');
  [{ id: personId }] = await (await getDb()).select({ id: persons.id }).from(persons).where(and(
    eq(persons.unitId, unit), eq(persons.estabType, 'INST'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.recordStatus, 'FILED'),
  )).limit(1);
});

/** An 编制转换 draft whose one line says the person came from `fromEstabType`. */
const draft = (fromEstabType: string, headers?: Record<string, string>) => call<FilingDetail>(create, '/Filing/create', {
  body: {
    filingType: 'ESTAB_CONVERSION', contactName: '李明华', contactPhone: '13857201234', header: { reason: '工勤人员经考核转任管理岗位' },
    lines: [{
      personId,
      payload: {
        fromEstabStatus: 'IN', fromEstabType, fromCategory: null, fromLevel: null, toEstabStatus: 'IN', toEstabType: 'INST',
        toOutEmployForm: null, toCategory: null, toLevel: null, basisDoc: '湖人社〔2026〕88号', effectiveDate: '2026-10-01',
      },
    }],
  },
  token, headers,
});

describe('a code of no list in a filing line (R-GEN-01)', () => {
  it('is a 400 naming the field and the value in English to an English client', async () => {
    const { status, json } = await draft('ZZ', EN);
    expect([status, json.data]).toEqual([400, { field: 'lines[0].fromEstabType', lineNo: 1 }]);
    expect(json.msg).toContain('fromEstabType: Former establishment type "ZZ" is not in the code list');
    expect(json.msg).not.toMatch(CJK);
  });

  it('is the same 400 in Chinese to a Chinese client', async () => {
    const { status, json } = await draft('ZZ');
    expect([status, json.msg, json.data]).toEqual([400, '第 1 行 fromEstabType: 原编制类型“ZZ”不在代码表中', { field: 'lines[0].fromEstabType', lineNo: 1 }]);
  });

  it('passes a code of the list', async () => {
    const { status, json } = await draft('INST', EN);
    expect(status).toBe(200);
    expect(json.data.lines[0].payload).toMatchObject({ fromEstabType: 'INST' });
  });
});
