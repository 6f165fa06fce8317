import { usccCheckChar } from '@/lib/domain/uscc';
import { POST as act } from './route';
import { POST as create } from '../create/route';
import { POST as detail } from '../getDetail/route';
import { POST as companyInfo } from '../../Company/getInfo/route';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { CJK } from '@/lib/domain/filing/findingText';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const contact = { contactName: '李明华', contactPhone: '13857201234' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('rule findings in the language of the request', () => {
  let token: string;
  let filing: FilingDetail;

  beforeAll(async () => {
    token = await loginAs('jc3');
    const unit = await unitIdOf('湖州市中心医院');
    const info = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token });
    const inst = info.json.data.quota.find((q) => q.estabType === 'INST')!;
    await setEstablishment(unit, inst.actual + inst.approvedNotArrived + inst.inTransit + 1);
    const lines = [
      { personId: await insertPerson(unit, { name: '赵新甲' }), payload: { op: 'NEW' } },
      { personId: await insertPerson(unit, { name: '赵新乙' }), payload: { op: 'NEW' } },
    ];
    filing = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'PERSON_INFO', ...contact, lines }, token })).json.data;
  });

  const submit = (headers?: Record<string, string>) =>
    call<{ violations: Violation[] }>(act, '/Filing/act', { body: { id: filing.id, version: filing.version, action: 'SUBMIT' }, token, headers });

  it('answers a refused submission in English to Accept-Language: en, the findings too, codes and fields unchanged', async () => {
    const { status, json } = await submit(EN);
    expect(status).toBe(422);
    expect(json.msg).toMatch(/^The institution quota is full: approved \d+, actual \d+, approved not arrived \d+, in transit \d+, added now 2, 1 over$/);
    const quota = json.data.violations.find((v) => v.code === 'R-BZ-01')!;
    expect(quota).toMatchObject({ level: 'ERROR', field: 'lines', message: json.msg });
    for (const v of json.data.violations) expect(CJK.test(v.message)).toBe(false);
  });

  it('answers the same refusal in Chinese by default', async () => {
    const { status, json } = await submit();
    expect(status).toBe(422);
    expect(json.msg).toMatch(/^事业编制已满：核定\d+，实有\d+，已批未到岗\d+，在途\d+，本次新增2，超出1人$/);
    expect(json.data.violations.find((v) => v.code === 'R-BZ-01')!.message).toBe(json.msg);
  });

  it('shows the findings of the detail page in the language asked for', async () => {
    const en = await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: filing.id }, token, headers: EN });
    const zh = await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: filing.id }, token });
    expect(en.json.data.violations.map((v) => [v.code, v.field])).toEqual(zh.json.data.violations.map((v) => [v.code, v.field]));
    expect(en.json.data.violations.find((v) => v.code === 'R-BZ-01')!.message).toMatch(/^The institution quota is full/);
    expect(zh.json.data.violations.find((v) => v.code === 'R-BZ-01')!.message).toMatch(/^事业编制已满/);
  });

  it('asks in English for the acknowledgement of a warning', async () => {
    const jc2 = await loginAs('jc2');
    const company = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: jc2 });
    const { unit } = company.json.data;
    const organCode = `11${unit.uscc.slice(2, 17)}`;
    const header = {
      // An organ's credit code on a public institution: the category stays (its persons' establishment fits it, R-BZ-04).
      unit: { ...Object.fromEntries(Object.entries(unit).filter(([k, v]) => k in unitKeyFields.shape && v !== null)), uscc: organCode + usccCheckChar(organCode) },
      establishment: {
        approvedTotal: 80, quotaAdmin: 0, quotaInst: 80, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 3, internalOrgCount: 6,
        docNo: '湖编〔2026〕12号', docDate: '2026-10-09',
      },
    };
    const saved = await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header }, token: jc2, headers: EN });
    expect(saved.status).toBe(200);
    const f = saved.json.data;
    expect(f.violations).toEqual([expect.objectContaining({ code: 'R-USCC-02', level: 'WARN', message: expect.stringMatching(/^The credit code of a public institution usually begins with 12/) })]);
    const refused = await call<{ needsAcknowledgement: string[] }>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'SUBMIT' }, token: jc2, headers: EN });
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toMatch(/^Acknowledge the warnings before submitting: The credit code/);
    expect(refused.json.data.needsAcknowledgement).toEqual(['R-USCC-02']);
  });
});
