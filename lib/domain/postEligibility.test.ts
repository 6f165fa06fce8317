import {
  eligibilityFindings, entryRouteFindings, estabTypeFindings, estabTypeFits, levelRank, qualificationFindings, sanctionRunningOn, type PostCandidate,
} from './postEligibility';

const engineer: PostCandidate = { name: '李明', postLevel: 'T09', titleLevel: 'MIDDLE', workerSkill: null, punishEndDates: [] };
const to = (level: string, category = 'TECH', date = '2026-11-26') => ({ category, level, date, field: 'toLevel' });
const codes = (p: PostCandidate, level: string, category?: string) => eligibilityFindings(p, to(level, category)).map((f) => f.code);

describe('R-BZ-04 establishment type and unit category', () => {
  it.each([
    ['PUBLIC_INST', 'INST', true], ['PUBLIC_INST', 'ADMIN', false], ['PUBLIC_INST', 'ORGAN_WORKER', false], ['PUBLIC_INST', 'REF_CIVIL', false],
    ['REF_CIVIL', 'REF_CIVIL', true], ['REF_CIVIL', 'INST', false],
    ['ADMIN_ORGAN', 'ADMIN', true], ['ADMIN_ORGAN', 'ORGAN_WORKER', true], ['ADMIN_ORGAN', 'INST', false],
    ['PARTY_ORGAN', 'ADMIN', true], ['PARTY_ORGAN', 'ORGAN_WORKER', true], ['PARTY_ORGAN', 'REF_CIVIL', false],
    ['OTHER', 'INST', true],
  ])('%s with %s: %s', (unit, type, ok) => {
    expect(estabTypeFits(unit, type)).toBe(ok);
  });

  it('names the type on the field it was given, and says nothing without a type', () => {
    expect(estabTypeFindings('PUBLIC_INST', 'ORGAN_WORKER', 'lines[0].toEstabType')).toEqual([{
      code: 'R-BZ-04', level: 'ERROR', field: 'lines[0].toEstabType', message: '机关工勤编制与单位类别不相容',
      messageEn: 'The organ support worker quota does not suit the unit category',
    }]);
    expect(estabTypeFindings('PUBLIC_INST', 'INST', 'x')).toEqual([]);
    expect(estabTypeFindings('PUBLIC_INST', null, 'x')).toEqual([]);
  });
});

describe('R-GW-07 the title caps a technical level', () => {
  it('takes the top of the band and refuses one above it', () => {
    expect(codes(engineer, 'T08')).toEqual([]);
    expect(eligibilityFindings(engineer, to('T07'))).toEqual([expect.objectContaining({
      code: 'R-GW-07', field: 'toLevel', message: '李明的职称最高可聘到T08，不能聘用到T07',
      messageEn: 'The title of 李明 allows up to professional-technical grade 8, not professional-technical grade 7',
    })]);
  });

  it('refuses any technical level without a title, and a level below the band is no concern of the title', () => {
    expect(eligibilityFindings({ ...engineer, titleLevel: null }, to('T13'))[0]).toMatchObject({ code: 'R-GW-07', message: '李明未取得专业技术职务（职称），不能聘用到专业技术岗位' });
    expect(codes({ ...engineer, titleLevel: 'NONE' }, 'T13')).toEqual(['R-GW-07']);
    expect(codes(engineer, 'T12')).toEqual([]);
  });

  it('leaves the title to the first appointment of a recruit whose title is not on record', () => {
    expect(eligibilityFindings({ ...engineer, titleLevel: null }, { ...to('T12'), qualificationUnknown: true })).toEqual([]);
  });
});

describe('R-GW-08 the worker grade caps a worker level', () => {
  const worker = { ...engineer, postLevel: 'W04', titleLevel: null, workerSkill: 'ADV' };
  it('takes the grade\'s level and refuses one above', () => {
    expect(codes(worker, 'W03', 'WORKER')).toEqual([]);
    expect(eligibilityFindings(worker, to('W02', 'WORKER'))[0]).toMatchObject({ code: 'R-GW-08', message: '李明的工人技术等级最高可聘到W03，不能聘用到W02' });
  });

  it('puts a worker without a grade at 普通工 only', () => {
    expect(codes({ ...worker, workerSkill: null }, 'W00', 'WORKER')).toEqual([]);
    expect(codes({ ...worker, workerSkill: null }, 'W05', 'WORKER')).toEqual(['R-GW-08']);
    expect(qualificationFindings({ name: '甲', titleLevel: null, workerSkill: 'JUN' }, 'W05', 'f')).toEqual([]);
  });
});

describe('R-GW-09 no rise during a sanction period', () => {
  const sanctioned = { ...engineer, titleLevel: 'SENIOR_DEP', punishEndDates: ['2026-11-26'] };
  it('refuses a rise on the period\'s last day and takes it the day after', () => {
    expect(eligibilityFindings(sanctioned, to('T08', 'TECH', '2026-11-26'))).toEqual([expect.objectContaining({
      code: 'R-GW-09', message: '李明处分期内（至2026-11-26）不得聘用到高于现聘等级的岗位',
    })]);
    expect(codes(sanctioned, 'T08')).toEqual(['R-GW-09']);
    expect(eligibilityFindings(sanctioned, to('T08', 'TECH', '2026-11-27'))).toEqual([]);
  });

  it('lets a sanctioned person keep or lower the level, and a newcomer has no level to rise from', () => {
    expect(codes(sanctioned, 'T09')).toEqual([]);
    expect(codes(sanctioned, 'T10')).toEqual([]);
    expect(codes({ ...sanctioned, postLevel: null }, 'T05')).toEqual([]);
  });

  it('reads the latest period still running', () => {
    expect(sanctionRunningOn(['2026-01-01', '2027-03-01', '2026-12-01'], '2026-11-26')).toBe('2027-03-01');
    expect(sanctionRunningOn(['2026-01-01'], '2026-11-26')).toBeUndefined();
  });
});

describe('the level belongs to its category', () => {
  it('refuses a technical level filed as a management post', () => {
    expect(eligibilityFindings(engineer, to('T08', 'MANAGE'))).toEqual([expect.objectContaining({ code: 'R-GW-11', message: '岗位等级T08不属于所选岗位类别' })]);
  });
});

describe('R-PS-02 the way of entry decides the route into the establishment', () => {
  const since = '2026-01-01';
  const entrant = (entryMethod: string | null, estabStatus = 'IN', unitEntryDate: string | null = since) => ({ name: '王芳', entryMethod, estabStatus, unitEntryDate });

  it.each(['OPEN_RECRUIT', 'TALENT_INTRO', 'TRANSFER_IN', 'INTERNAL', 'MILITARY', 'POLICY_PLACEMENT', 'ESTAB_CONVERT'])('refuses %s in establishment since the unit keeps its records here', (method) => {
    expect(entryRouteFindings(entrant(method), since, 'personId')).toEqual([expect.objectContaining({ code: 'R-PS-02', field: 'personId' })]);
  });

  it('names the filing to use', () => {
    expect(entryRouteFindings(entrant('MILITARY'), since, 'personId')[0]).toMatchObject({
      message: '王芳以该进入方式入编须通过“人员交流（军转安置）”办理，不能以人员信息新增入编',
      messageEn: '王芳 enters the establishment this way through an exchange filing (military transfer placement), not as a new person record',
    });
  });

  it('takes existing staff who entered the day before, whatever way they came in', () => {
    expect(entryRouteFindings(entrant('OPEN_RECRUIT', 'IN', '2025-12-31'), since, 'personId')).toEqual([]);
  });

  it.each([['INIT', 'IN'], ['GRAD_ASSIGN', 'IN'], ['OTHER', 'IN'], ['OPEN_RECRUIT', 'OUT'], [null, 'IN']])('takes %s with %s', (method, estabStatus) => {
    expect(entryRouteFindings(entrant(method, estabStatus), since, 'personId')).toEqual([]);
  });

  it('takes a record without an entry date (the record rules ask for it)', () => {
    expect(entryRouteFindings(entrant('OPEN_RECRUIT', 'IN', null), since, 'personId')).toEqual([]);
  });
});

describe('each finding in full, in both languages', () => {
  const finding = (code: string, message: string, messageEn: string, field = 'toLevel') => [{ code, level: 'ERROR', field, message, messageEn }];

  it('R-GW-07 without a title, R-GW-08 above the grade, R-GW-09 during a sanction, R-GW-11 outside the category', () => {
    expect(eligibilityFindings({ ...engineer, titleLevel: null }, to('T13'))).toEqual(finding(
      'R-GW-07', '李明未取得专业技术职务（职称），不能聘用到专业技术岗位', '李明 holds no professional title and cannot be appointed to a professional-technical post',
    ));
    expect(eligibilityFindings({ ...engineer, titleLevel: null, workerSkill: 'ADV' }, to('W02', 'WORKER'))).toEqual(finding(
      'R-GW-08', '李明的工人技术等级最高可聘到W03，不能聘用到W02', 'The worker grade of 李明 allows up to skilled worker grade 3, not skilled worker grade 2',
    ));
    expect(eligibilityFindings({ ...engineer, titleLevel: 'SENIOR_DEP', punishEndDates: ['2026-11-26'] }, to('T08'))).toEqual(finding(
      'R-GW-09', '李明处分期内（至2026-11-26）不得聘用到高于现聘等级的岗位', '李明 is under a sanction until 2026-11-26 and cannot be appointed above the current level',
    ));
    expect(eligibilityFindings(engineer, to('T08', 'MANAGE'))).toEqual(finding(
      'R-GW-11', '岗位等级T08不属于所选岗位类别', 'Post level professional-technical grade 8 does not belong to the post category',
    ));
  });

  it('R-BZ-04 names a known type, and an unknown one by its code', () => {
    expect(estabTypeFindings('PUBLIC_INST', 'ADMIN', 'f')).toEqual(finding('R-BZ-04', '行政编制与单位类别不相容', 'The administrative quota does not suit the unit category', 'f'));
    expect(estabTypeFindings('PUBLIC_INST', 'ZZ', 'f')).toEqual(finding('R-BZ-04', 'ZZ与单位类别不相容', 'The ZZ does not suit the unit category', 'f'));
  });

  it('asks neither title nor grade of a management level', () => {
    expect(qualificationFindings({ name: '甲', titleLevel: null, workerSkill: null }, 'M05', 'f')).toEqual([]);
  });

  it('ranks 普通工 just below 技术工五级', () => {
    expect([levelRank('W05'), levelRank('W00'), levelRank('T01')]).toEqual([5, 6, 1]);
  });
});
