import { and, eq } from 'drizzle-orm';
import { POST as detail } from '@/app/api/Person/getDetail/route';
import { POST as update } from '@/app/api/Person/update/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { persons, personTitleHistory, unitPostPlans } from '@/lib/server/db/tables';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, insertPerson, PUBLICITY_OVER, setEstablishment, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';
import { approveAll, attach, day, file, newPerson, planHeader, planPost, signInAll, step, THIS_YEAR, tokens } from '@/lib/server/testing/recruit';
import { heldByLevel } from './jobManage';

withFreshDatabase();

const TALENT_PAPERS = ['学历学位证书', '考核报告', '职称证书', '公示材料'];
const talent = (name: string, extra: object = {}) => ({
  payload: {
    ...newPerson(name, { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` }), talentClass: 'B', profTitle: '高级工程师',
    titleLevel: 'SENIOR_DEP', formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T06', estabType: 'INST', assessResult: '经考核，符合引进条件', ...extra,
  },
});
const codes = (f: FilingDetail) => f.violations.map((v) => v.code);

let jcUnit: number;
let jc2Unit: number;
/** Makes `free` posts of a level vacant at a unit: approved = held + free. */
async function freePosts(unitId: number, level: string, free: number): Promise<void> {
  const held = (await heldByLevel(await getDb(), unitId)).find((h) => h.postLevel === level)?.holders.length ?? 0;
  await setPostCount(unitId, level, held + free);
}

beforeAll(async () => {
  await signInAll();
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  await setEstablishment(jcUnit, 900);
  await setEstablishment(jc2Unit, 900);
});

describe('a talent introduction takes a vacant post of its level (R-GW-06) and a level the title reaches (R-GW-07)', () => {
  it('takes the last vacant post and refuses one more, with the figures', async () => {
    await freePosts(jcUnit, 'T06', 1);
    const two = (await file('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [talent('岗甲'), talent('岗乙')] })).json.data;
    expect(two.violations).toContainEqual({
      code: 'R-GW-06', level: 'ERROR', field: 'lines', message: expect.stringMatching(/^专业技术六级岗位已满（设置\d+，已聘\d+，在途0，本次2）$/),
    });
    const one = (await file('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [talent('岗丙')] })).json.data;
    expect(codes(one)).not.toContain('R-GW-06');
  });

  it('refuses a level above the talent\'s title on the line\'s level field, and takes the top of the band', async () => {
    await freePosts(jcUnit, 'T04', 1);
    const f = (await file('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [talent('职称甲', { postLevel: 'T04' })] })).json.data;
    expect(f.violations).toContainEqual({
      code: 'R-GW-07', level: 'ERROR', field: 'lines[0].postLevel', message: '第 1 行：职称甲的职称最高可聘到T05，不能聘用到T04',
    });
    await freePosts(jcUnit, 'T05', 1);
    const top = (await file('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [talent('职称乙', { postLevel: 'T05' })] })).json.data;
    expect(codes(top)).not.toContain('R-GW-07');
  });

  it('counts a talent under review in transit against a post appointment to the same level, the other type', async () => {
    await freePosts(jcUnit, 'T07', 1);
    const intro = (await file('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [talent('在途甲', { postLevel: 'T07' })] })).json.data;
    await attach('jc', intro.id, TALENT_PAPERS);
    expect((await step('jc', intro, 'SUBMIT')).status).toBe(200);
    const promoted = await insertPerson(jcUnit, { name: '晋升甲', titleLevel: 'SENIOR_DEP', postLevel: 'T08', recordStatus: 'FILED' });
    const appoint = (await file('jc', {
      filingType: 'POST_APPOINT', header: { appointKind: 'PROMOTE', ...PUBLICITY_OVER },
      lines: [{ personId: promoted, payload: { fromCategory: 'TECH', fromLevel: 'T08', toCategory: 'TECH', toLevel: 'T07', appointStart: day(0) } }],
    })).json.data;
    expect(appoint.violations).toContainEqual(expect.objectContaining({ code: 'R-GW-06', message: expect.stringContaining('在途1，本次1') }));
  });

  it('refuses any post where the unit has no approved post setting (R-GW-05), and says so once', async () => {
    const db = await getDb();
    await db.update(unitPostPlans).set({ isCurrent: false }).where(and(eq(unitPostPlans.unitId, jc2Unit), eq(unitPostPlans.isCurrent, true)));
    try {
      const f = (await file('jc2', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines: [talent('无岗甲'), talent('无岗乙')] })).json.data;
      expect(f.violations.filter((v) => v.code === 'R-GW-05')).toEqual([{
        code: 'R-GW-05', level: 'ERROR', field: 'filingType', message: '本单位尚无已核准的岗位设置，请先办理岗位设置审批备案',
      }]);
    } finally {
      await db.update(unitPostPlans).set({ isCurrent: true }).where(and(eq(unitPostPlans.unitId, jc2Unit), eq(unitPostPlans.deleted, false)));
    }
  });
});

describe('a recruitment plan respects the vacant posts of its levels', () => {
  it('takes exactly the vacant posts and refuses one more', async () => {
    await freePosts(jc2Unit, 'T11', 2);
    const plan = (n: number) => file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('Q01', n, { postLevel: 'T11' })] });
    const over = (await plan(3)).json.data;
    expect(over.violations).toContainEqual(expect.objectContaining({ code: 'R-GW-06', message: expect.stringMatching(/^专业技术十一级岗位已满（设置\d+，已聘\d+，在途0，本次3）$/) }));
    const exact = (await plan(2)).json.data;
    expect(codes(exact)).not.toContain('R-GW-06');
  });

  it('keeps the seats of an approved plan in transit against another way into the level', async () => {
    await freePosts(jc2Unit, 'T12', 1);
    const plan = (await file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('Q02', 1, { postLevel: 'T12' })] })).json.data;
    await attach('jc2', plan.id, ['招聘方案', '岗位表']);
    await approveAll('jc2', plan);
    const intro = (await file('jc2', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'FLEXIBLE', ...PUBLICITY_OVER }, lines: [talent('占位甲', { titleLevel: 'ASSISTANT', postLevel: 'T12' })] })).json.data;
    expect(intro.violations).toContainEqual(expect.objectContaining({ code: 'R-GW-06', message: expect.stringContaining('在途1，本次1') }));
  });

  it('refuses a plan post of an establishment type the unit category cannot hold (R-BZ-04)', async () => {
    const f = (await file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('Q03', 1, { estabType: 'ORGAN_WORKER' })] })).json.data;
    expect(f.violations).toContainEqual({ code: 'R-BZ-04', level: 'ERROR', field: 'lines[0].estabType', message: '第 1 行：机关工勤编制与单位类别不相容' });
  });
});

describe('a new person record and its way of entry (R-PS-02)', () => {
  const newRecord = async (entryMethod: string, unitEntryDate: string) => {
    const id = await insertPerson(jc2Unit, { name: '入编测试', entryMethod, unitEntryDate, appointDate: unitEntryDate, titleLevel: 'MIDDLE' });
    return (await file('jc2', { filingType: 'PERSON_INFO', lines: [{ personId: id, payload: { op: 'NEW' } }] })).json.data;
  };

  it('refuses a military placement entered today as a new record, naming its filing', async () => {
    const f = await newRecord('MILITARY', day(0));
    expect(f.violations).toContainEqual({
      code: 'R-PS-02', level: 'ERROR', field: 'lines[0].personId', message: '第 1 行：入编测试以该进入方式入编须通过“人员交流（军转安置）”办理，不能以人员信息新增入编',
    });
  });

  it('takes the same person as existing staff who entered before the unit kept its records here', async () => {
    expect(codes(await newRecord('MILITARY', '2015-08-01'))).not.toContain('R-PS-02');
    expect(codes(await newRecord('INIT', day(0)))).not.toContain('R-PS-02');
  });
});

describe('a person\'s title level changes only through a reviewed filing', () => {
  it('refuses the unit\'s own edit of a filed person\'s title level, pointing to the filing', async () => {
    const id = await insertPerson(jcUnit, { name: '职称变更', recordStatus: 'FILED', titleLevel: 'MIDDLE', profTitle: '一级教师' });
    const card = (await call<PersonDetail>(detail, '/Person/getDetail', { body: { id }, token: tokens.jc })).json.data;
    const skip = ['histories', 'allowedActions', 'idNumber'];
    const base = Object.fromEntries(Object.entries(card).filter(([k, v]) => v !== null && !skip.includes(k)));
    const { status, json } = await call(update, '/Person/update', { body: { ...base, titleLevel: 'SENIOR_DEP', id, version: card.version }, token: tokens.jc });
    expect(status).toBe(422);
    expect(json.msg).toBe('职称级别为关键信息，已备案人员须通过“人员信息上报”变更');
    expect(json.data).toMatchObject({ field: 'titleLevel', keyChanges: { titleLevel: 'SENIOR_DEP' } });
  });

  it('changes it on approval of a PERSON_INFO change, with a line in the title history', async () => {
    const id = await insertPerson(jcUnit, { name: '职称晋升', recordStatus: 'FILED', titleLevel: 'MIDDLE', profTitle: '一级教师' });
    const f = (await file('jc', { filingType: 'PERSON_INFO', lines: [{ personId: id, payload: { op: 'CHANGE', changes: { titleLevel: 'SENIOR_DEP' } } }] })).json.data;
    expect(f.violations).toEqual([]);
    await approveAll('jc', f);
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, id));
    expect(p.titleLevel).toBe('SENIOR_DEP');
    expect(await db.select({ titleLevel: personTitleHistory.titleLevel }).from(personTitleHistory).where(eq(personTitleHistory.personId, id)))
      .toEqual([{ titleLevel: 'SENIOR_DEP' }]);
  });

  it('refuses a title level of no code list, naming the field', async () => {
    const id = await insertPerson(jcUnit, { name: '职称代码', recordStatus: 'FILED' });
    const { status, json } = await file('jc', { filingType: 'PERSON_INFO', lines: [{ personId: id, payload: { op: 'CHANGE', changes: { titleLevel: 'GRAND' } } }] });
    expect(status).toBe(400);
    expect(json.msg).toContain('职称级别');
  });
});

describe('a demotion takes a post of its lower level', () => {
  it('refuses a demotion into a full level (R-GW-06) and takes it with one post free', async () => {
    const id = await insertPerson(jcUnit, { name: '降级测试', recordStatus: 'FILED', postLevel: 'T09' });
    const demote = () => file('jc', {
      filingType: 'REWARD_PUNISH', lines: [{
        personId: id, payload: {
          rpKind: 'PUNISH', rpType: 'DEMOTE', rpName: '降低岗位等级处分', reason: '违反工作纪律', decisionDate: day(-3), effectiveDate: day(-3),
          approveOrg: '湖州市教育局', docNo: '湖教〔2026〕31号', demoteToLevel: 'T10',
        },
      }],
    });
    await freePosts(jcUnit, 'T10', 0);
    expect(codes((await demote()).json.data)).toContain('R-GW-06');
    await freePosts(jcUnit, 'T10', 1);
    expect(codes((await demote()).json.data)).not.toContain('R-GW-06');
  });
});

describe('a person record and an arrival take a vacant post of their level too (R-GW-06)', () => {
  const full = (f: FilingDetail) => f.violations.filter((v) => v.code === 'R-GW-06');
  const fullAt = (level: string, at = '') => expect.stringMatching(new RegExp(`^${at}${level}岗位已满（设置\\d+，已聘\\d+，在途0，本次1）$`));

  it('refuses a PERSON_INFO change of post level into a full level and takes it with one post free', async () => {
    const id = await insertPerson(jcUnit, { name: '变更升岗', recordStatus: 'FILED', postLevel: 'T10', titleLevel: 'MIDDLE' });
    const change = async () => (await file('jc', { filingType: 'PERSON_INFO', lines: [{ personId: id, payload: { op: 'CHANGE', changes: { postLevel: 'T09' } } }] })).json.data;
    await freePosts(jcUnit, 'T09', 0);
    expect(full(await change())).toEqual([{ code: 'R-GW-06', level: 'ERROR', field: 'lines', message: fullAt('专业技术九级') }]);
    await freePosts(jcUnit, 'T09', 1);
    expect(full(await change())).toEqual([]);
  });

  it('refuses a PERSON_INFO new record at a full level and takes it with one post free', async () => {
    const id = await insertPerson(jcUnit, { name: '新增占岗', entryMethod: 'INIT', postLevel: 'T11', titleLevel: 'MIDDLE' });
    const filed = async () => (await file('jc', { filingType: 'PERSON_INFO', lines: [{ personId: id, payload: { op: 'NEW' } }] })).json.data;
    await freePosts(jcUnit, 'T11', 0);
    expect(full(await filed())).toEqual([{ code: 'R-GW-06', level: 'ERROR', field: 'lines', message: fullAt('专业技术十一级') }]);
    await freePosts(jcUnit, 'T11', 1);
    expect(full(await filed())).toEqual([]);
  });

  it('refuses an arrival from outside the system (调入) into a full level and takes it with one post free', async () => {
    const birthDate = `${THIS_YEAR - 30}-05-20`;
    const arrival = async (extra: object = {}) => (await file('jc', {
      filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' },
      lines: [{
        payload: {
          reason: 'WORK_NEED', effectiveDate: day(0), toEstabType: 'INST', toPostCategory: 'TECH', toPostLevel: 'T12',
          newPerson: {
            name: '调入占岗', idNumber: idNumberFor(birthDate, false), gender: '2', birthDate, ethnicity: '01', politicalStatus: '13', education: '21',
            major: '汉语言文学', graduateSchool: '湖州师范学院', workStartDate: '2018-08-01',
          },
          ...extra,
        },
      }],
    })).json.data;
    await freePosts(jcUnit, 'T12', 0);
    expect(full(await arrival())).toEqual([{ code: 'R-GW-06', level: 'ERROR', field: 'lines', message: fullAt('专业技术十二级') }]);
    await freePosts(jcUnit, 'T12', 1);
    expect(full(await arrival())).toEqual([]);
    const asWorker = await arrival({ toEstabType: 'ORGAN_WORKER' });
    expect(asWorker.violations).toContainEqual(expect.objectContaining({ code: 'R-BZ-04', field: 'lines[0].toEstabType' }));
  });

  it('refuses an internal exchange into a full level at the receiving unit and takes it with one post free', async () => {
    const id = await insertPerson(jc2Unit, { name: '内部交流占岗', recordStatus: 'FILED', postLevel: 'T10', titleLevel: 'MIDDLE' });
    const move = async () => (await file('zg', {
      filingType: 'INTERNAL_EXCHANGE', header: { fromUnitId: jc2Unit, toUnitId: jcUnit, exchangeMode: 'TRANSFER' },
      lines: [{ personId: id, payload: { reason: 'WORK_NEED', effectiveDate: day(0), toPostCategory: 'TECH', toPostLevel: 'T10' } }],
    })).json.data;
    await freePosts(jcUnit, 'T10', 0);
    expect(full(await move())).toEqual([{ code: 'R-GW-06', level: 'ERROR', field: 'lines', message: fullAt('专业技术十级', '调入单位') }]);
    await freePosts(jcUnit, 'T10', 1);
    expect(full(await move())).toEqual([]);
  });
});
